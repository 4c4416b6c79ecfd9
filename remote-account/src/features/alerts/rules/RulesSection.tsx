import {
  ALERT_RULE_NETWORKS,
  submitAlertRuleDraft,
  useAlertRules,
  useCreateAlertRule,
  type AlertRuleView,
} from '@flowscope/shared-api';
import {
  AlertRuleDialog,
  Button,
  EMPTY_ALERT_RULE_DRAFT,
  EmptyState,
  ErrorBox,
  Spinner,
  staticStyles,
  useStaticClasses,
} from '@flowscope/shared-ui';
import { useRef, useState } from 'react';
import { Card } from '../Card.tsx';
import { DeleteRuleDialog } from './DeleteRuleDialog.tsx';
import { EditRuleDialog } from './EditRuleDialog.tsx';
import { RuleItem } from './RuleItem.tsx';

const styles = staticStyles((theme) => ({
  list: { display: 'grid', gap: theme.spacing.sm, margin: 0, padding: 0, listStyle: 'none' },
}));

/** The trader's rules, newest first, with on/off, edit and delete; 'New alert' adds one. */
export function RulesSection() {
  const classes = useStaticClasses(styles);
  const rules = useAlertRules();
  const create = useCreateAlertRule();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AlertRuleView | null>(null);
  const [deleting, setDeleting] = useState<AlertRuleView | null>(null);
  const newAlertButton = useRef<HTMLButtonElement>(null);

  return (
    <Card
      title="Alert rules"
      description="Rules on any token, influencer or wallet. Their alerts show in the bell, on your webhook and as browser notifications."
      action={
        <Button
          ref={newAlertButton}
          size="sm"
          aria-haspopup="dialog"
          onClick={() => setCreating(true)}
        >
          New alert
        </Button>
      }
    >
      {rules.isPending ? (
        <Spinner label="Loading alert rules" />
      ) : rules.isError && rules.data === undefined ? (
        <ErrorBox
          title="Could not load your alert rules"
          message={rules.error.message}
          retryLabel="Retry"
          onRetry={() => void rules.refetch()}
        />
      ) : (rules.data ?? []).length === 0 ? (
        <EmptyState icon="info" text="No alert rules yet." hint="Create one with New alert." />
      ) : (
        <ul aria-label="Your alert rules" className={classes.list}>
          {rules.data?.map((rule) => (
            <RuleItem
              key={rule.id}
              rule={rule}
              onEdit={() => setEditing(rule)}
              onDelete={() => setDeleting(rule)}
            />
          ))}
        </ul>
      )}
      <AlertRuleDialog
        open={creating}
        onClose={() => setCreating(false)}
        title="New alert"
        submitLabel="Create alert"
        target={null}
        initial={EMPTY_ALERT_RULE_DRAFT}
        networks={ALERT_RULE_NETWORKS}
        onSubmit={(draft) => submitAlertRuleDraft(draft, (rule) => create.mutateAsync(rule))}
      />
      <EditRuleDialog rule={editing} onClose={() => setEditing(null)} />
      <DeleteRuleDialog
        rule={deleting}
        onClose={() => setDeleting(null)}
        focusAfterDelete={newAlertButton}
      />
    </Card>
  );
}
