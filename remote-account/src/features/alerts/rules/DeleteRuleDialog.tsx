import { useDeleteAlertRule, type AlertRuleView } from '@flowscope/shared-api';
import { useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog.tsx';

/** Asks before a rule goes (its alerts stay in the inbox). */
export function DeleteRuleDialog({
  rule,
  onClose,
}: {
  rule: AlertRuleView | null;
  onClose: () => void;
}) {
  const remove = useDeleteAlertRule();
  // The rule stays in the dialog while it fades out after closing.
  const [shown, setShown] = useState(rule);
  if (rule !== null && rule !== shown) setShown(rule);
  if (shown === null) return null;
  return (
    <ConfirmDialog
      open={rule !== null}
      title="Delete this alert?"
      confirmLabel="Delete alert"
      danger
      onClose={onClose}
      onConfirm={() => remove.mutate(shown)}
    >
      {shown.name === null ? shown.summary : `${shown.name}: ${shown.summary}`}. The alerts it
      raised stay in your inbox.
    </ConfirmDialog>
  );
}
