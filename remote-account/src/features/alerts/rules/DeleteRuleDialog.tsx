import { useDeleteAlertRule, type AlertRuleView } from '@flowscope/shared-api';
import { useState, type RefObject } from 'react';
import { ConfirmDialog } from '../ConfirmDialog.tsx';

/**
 * Asks before a rule goes (its alerts stay in the inbox). Once deleted, its row and Delete
 * button are gone: the focus goes to `focusAfterDelete`.
 */
export function DeleteRuleDialog({
  rule,
  onClose,
  focusAfterDelete,
}: {
  rule: AlertRuleView | null;
  onClose: () => void;
  focusAfterDelete: RefObject<HTMLElement | null>;
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
      focusAfterConfirm={focusAfterDelete}
      onClose={onClose}
      onConfirm={() => remove.mutate(shown)}
    >
      {shown.name === null ? shown.summary : `${shown.name}: ${shown.summary}`}. The alerts it
      raised stay in your inbox.
    </ConfirmDialog>
  );
}
