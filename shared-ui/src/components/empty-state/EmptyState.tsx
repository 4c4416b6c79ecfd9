import type { Theme } from '@emotion/react';
import type { ComponentProps, ReactNode } from 'react';
import { textLang } from '../../i18n/text-lang.ts';
import { CloseGlyph, InfoGlyph, SearchGlyph } from '../icons/glyphs.tsx';

/** Default empty text of tables (spec §8). */
export const DEFAULT_EMPTY_TEXT = 'Žádná data k zobrazení';

type EmptyStateIcon = 'close' | 'search' | 'info';

const icons: Record<EmptyStateIcon, ReactNode> = {
  close: <CloseGlyph size={24} />,
  search: <SearchGlyph size={24} />,
  info: <InfoGlyph size={24} />,
};

export type EmptyStateProps = ComponentProps<'div'> & {
  /** Main text; 'Žádná data k zobrazení' unless the screen says otherwise. */
  text?: string;
  /** A second, quieter line (e.g. a spelling hint). */
  hint?: string;
  /** The icon defaults to close (spec §8). */
  icon?: EmptyStateIcon;
  /** Optional action, such as a 'Connect Wallet' button. */
  action?: ReactNode;
};

export function EmptyState({
  text = DEFAULT_EMPTY_TEXT,
  hint,
  icon = 'close',
  action,
  // Czech texts (the spec's defaults) are marked so screen readers read them in Czech.
  lang = textLang(text),
  ...rest
}: EmptyStateProps) {
  return (
    <div
      lang={lang}
      css={(theme: Theme) => ({
        display: 'grid',
        justifyItems: 'center',
        gap: theme.spacing.sm,
        padding: theme.spacing.xl,
        color: theme.colors.textMuted,
        textAlign: 'center',
      })}
      {...rest}
    >
      <span
        data-icon={icon}
        css={(theme: Theme) => ({
          display: 'inline-flex',
          padding: theme.spacing.sm,
          borderRadius: theme.radii.pill,
          background: theme.colors.neutralSubtle,
        })}
      >
        {icons[icon]}
      </span>
      <p
        css={(theme: Theme) => ({
          margin: 0,
          color: theme.colors.text,
          fontWeight: theme.fontWeights.medium,
        })}
      >
        {text}
      </p>
      {hint !== undefined && <p css={{ margin: 0 }}>{hint}</p>}
      {action}
    </div>
  );
}
