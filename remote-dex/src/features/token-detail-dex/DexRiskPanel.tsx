import type { TokenRiskView } from '@flowscope/shared-api';
import {
  Badge,
  RiskChecks,
  riskSummary,
  staticStyles,
  Typography,
  useStaticClasses,
} from '@flowscope/shared-ui';
import { useId } from 'react';

const styles = staticStyles((t) => ({
  panel: {
    display: 'grid',
    gap: t.spacing.sm,
    padding: t.spacing.lg,
    borderRadius: t.radii.md,
    border: `1px solid ${t.colors.border}`,
    background: t.colors.surface,
    fontSize: t.fontSizes.sm,
    minWidth: 0,
  },
  heading: { display: 'flex', alignItems: 'center', gap: t.spacing.sm },
}));

const LEVEL_BADGE = {
  danger: { intent: 'attention', text: 'High risk' },
  warning: { intent: 'warning', text: 'Caution' },
  clear: { intent: 'neutral', text: 'No flags' },
} as const;

/** The token's risk flags, all four checks in view (the tables keep them in a tooltip). */
export function DexRiskPanel({ risk }: { risk: TokenRiskView }) {
  const classes = useStaticClasses(styles);
  const headingId = useId();
  const badge = LEVEL_BADGE[risk.level];
  return (
    <section aria-labelledby={headingId} data-risk-level={risk.level} className={classes.panel}>
      <div className={classes.heading}>
        <Typography as="h2" level="h4" id={headingId}>
          Risk flags
        </Typography>
        <Badge intent={badge.intent}>{badge.text}</Badge>
      </div>
      <Typography level="sm" tone="muted">
        {risk.flags.length === 0 ? 'No flag raised.' : `Raised: ${riskSummary(risk)}.`}
      </Typography>
      <RiskChecks risk={risk} />
    </section>
  );
}
