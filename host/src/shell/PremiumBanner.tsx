import { Link } from 'react-router';
import { routeTo } from '@flowscope/shared-api';

/** The spec hard-codes the plan as active with 7 days left until premium state comes from the API. */
const PREMIUM_ACTIVE = true;
const DAYS_LEFT_LABEL = '7 Days';

/** Named by its visible text (title, line and days left), so speech input can say what it sees. */
export function PremiumBanner() {
  return (
    <Link
      to={routeTo.screen('premium')}
      css={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: theme.spacing.md,
        margin: theme.spacing.md,
        padding: theme.spacing.md,
        borderRadius: theme.radii.lg,
        background: theme.colors.surfaceRaised,
        border: `1px solid ${theme.colors.accent}`,
        textDecoration: 'none',
      })}
    >
      <span css={{ display: 'grid', gap: 2 }}>
        <strong>{PREMIUM_ACTIVE ? 'Get More' : 'Get Premium'}</strong>
        <span css={(theme) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted })}>
          Access all features and track your favorites tokens.
        </span>
      </span>
      {PREMIUM_ACTIVE && (
        <span
          css={(theme) => ({
            whiteSpace: 'nowrap',
            padding: `${theme.spacing.xs}px ${theme.spacing.sm}px`,
            borderRadius: theme.radii.pill,
            background: theme.colors.accent,
            color: theme.colors.accentText,
            fontSize: theme.fontSizes.xs,
          })}
        >
          {DAYS_LEFT_LABEL}
        </span>
      )}
    </Link>
  );
}
