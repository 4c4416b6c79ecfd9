import { Link } from 'react-router';
import { routeTo } from '@flowscope/shared-api';
import { staticStyles, useStaticClasses } from '@flowscope/shared-ui';

/** The spec hard-codes the plan as active with 7 days left until premium state comes from the API. */
const PREMIUM_ACTIVE = true;
const DAYS_LEFT_LABEL = '7 Days';

const styles = staticStyles((theme) => ({
  banner: {
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
  },
  text: { display: 'grid', gap: 2 },
  line: { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
  daysLeft: {
    whiteSpace: 'nowrap',
    padding: `${theme.spacing.xs}px ${theme.spacing.sm}px`,
    borderRadius: theme.radii.pill,
    background: theme.colors.accent,
    color: theme.colors.accentText,
    fontSize: theme.fontSizes.xs,
  },
}));

/** Named by its visible text (title, line and days left), so speech input can say what it sees. */
export function PremiumBanner() {
  const classes = useStaticClasses(styles);
  return (
    <Link to={routeTo.screen('premium')} className={classes.banner}>
      <span className={classes.text}>
        <strong>{PREMIUM_ACTIVE ? 'Get More' : 'Get Premium'}</strong>
        <span className={classes.line}>Access all features and track your favorites tokens.</span>
      </span>
      {PREMIUM_ACTIVE && <span className={classes.daysLeft}>{DAYS_LEFT_LABEL}</span>}
    </Link>
  );
}
