import { useTheme, type Theme } from '@emotion/react';
import { Typography } from '@flowscope/shared-ui';
import { StyleguideSection } from '../StyleguideSection.tsx';

/** The colour tokens of the panel's mode, as swatches. */
export function ThemeTokensSection() {
  const theme = useTheme();
  return (
    <StyleguideSection title="Colour tokens">
      <ul
        css={(t: Theme) => ({
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: t.spacing.sm,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        })}
      >
        {Object.entries(theme.colors).map(([name, value]) => (
          <li
            key={name}
            css={(t: Theme) => ({ display: 'flex', gap: t.spacing.sm, alignItems: 'center' })}
          >
            <span
              aria-hidden="true"
              css={(t: Theme) => ({
                width: 24,
                height: 24,
                borderRadius: t.radii.sm,
                border: `1px solid ${t.colors.border}`,
                background: value.startsWith('0 ') ? t.colors.surfaceRaised : value,
                boxShadow: value.startsWith('0 ') ? value : undefined,
              })}
            />
            <Typography level="xs" as="span">
              {name}
            </Typography>
          </li>
        ))}
      </ul>
    </StyleguideSection>
  );
}
