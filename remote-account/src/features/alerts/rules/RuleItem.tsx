import type { CSSObject } from '@emotion/react';
import { useToggleAlertRule, type AlertRuleView } from '@flowscope/shared-api';
import { Badge, Button, staticStyles, Switch, useStaticClasses } from '@flowscope/shared-ui';
import { useId } from 'react';

const styles = staticStyles((theme) => {
  const rule: CSSObject = {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing.md,
    padding: theme.spacing.md,
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceRaised,
  };
  return {
    ruleOn: { ...rule, opacity: 1 },
    ruleOff: { ...rule, opacity: 0.75 },
    details: { display: 'grid', gap: 2, flex: '1 1 240px', minWidth: 0 },
    title: { fontWeight: theme.fontWeights.semibold },
    meta: { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
    actions: { display: 'flex', gap: theme.spacing.xs },
  };
});

const KIND_NAMES: Record<AlertRuleView['kind'], string> = {
  cluster_buys: 'Cluster buys',
  netflow_above: 'Netflow',
  score_crossing: 'Score crossing',
  position_change: 'Position change',
};

/** One rule: what it watches in words, when it last fired, and its on/off, Edit and Delete. */
export function RuleItem({
  rule,
  onEdit,
  onDelete,
}: {
  rule: AlertRuleView;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const classes = useStaticClasses(styles);
  const toggle = useToggleAlertRule();
  const title = rule.name ?? rule.summary;
  const titleId = useId();
  return (
    <li
      aria-label={title}
      data-rule-id={rule.id}
      data-enabled={rule.enabled}
      className={rule.enabled ? classes.ruleOn : classes.ruleOff}
    >
      <Switch
        checked={rule.enabled}
        // Named by the rule it turns on and off: each switch of the list says which it is.
        aria-labelledby={titleId}
        onCheckedChange={(enabled) => toggle.mutate({ id: rule.id, enabled })}
      />
      <div className={classes.details}>
        <span id={titleId} className={classes.title}>
          {title}
        </span>
        {rule.name !== null && <span>{rule.summary}</span>}
        <span className={classes.meta}>
          <Badge>{KIND_NAMES[rule.kind]}</Badge>{' '}
          {rule.lastFiredFormatted === ''
            ? 'Not fired yet'
            : `Last fired ${rule.lastFiredFormatted}`}
        </span>
      </div>
      <div className={classes.actions}>
        <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={onEdit}>
          Edit
        </Button>
        <Button
          variant="secondary"
          intent="attention"
          size="sm"
          aria-haspopup="dialog"
          onClick={onDelete}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
