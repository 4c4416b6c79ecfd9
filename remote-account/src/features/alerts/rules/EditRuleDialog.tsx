import {
  ALERT_RULE_NETWORKS,
  draftFromRule,
  submitAlertRuleDraft,
  useEditAlertRule,
  type AlertRuleView,
} from '@flowscope/shared-api';
import { AlertRuleDialog, EMPTY_ALERT_RULE_DRAFT } from '@flowscope/shared-ui';
import { useState } from 'react';

/** Edit: the whole rule (its kind, target, figures and label) in the rule form. */
export function EditRuleDialog({
  rule,
  onClose,
}: {
  rule: AlertRuleView | null;
  onClose: () => void;
}) {
  const edit = useEditAlertRule();
  // The rule stays in the dialog while it fades out after closing.
  const [shown, setShown] = useState(rule);
  if (rule !== null && rule !== shown) setShown(rule);
  if (shown === null) return null;
  return (
    <AlertRuleDialog
      open={rule !== null}
      onClose={onClose}
      title="Edit alert"
      submitLabel="Save alert"
      target={null}
      initial={draftFromRule(shown, EMPTY_ALERT_RULE_DRAFT)}
      networks={ALERT_RULE_NETWORKS}
      onSubmit={(draft) =>
        submitAlertRuleDraft(draft, (next) =>
          edit.mutateAsync({ id: shown.id, change: { rule: next.rule, name: next.name } }),
        )
      }
    />
  );
}
