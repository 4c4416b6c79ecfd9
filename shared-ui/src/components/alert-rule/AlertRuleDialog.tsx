import { useId, useState } from 'react';
import { Button } from '../button/Button.tsx';
import { Modal } from '../modal/Modal.tsx';
import { AlertRuleForm } from './AlertRuleForm.tsx';
import type {
  AlertRuleDraft,
  AlertRuleFieldErrors,
  AlertRuleSubmitResult,
  AlertRuleTarget,
} from '@flowscope/core';

export interface AlertRuleDialogProps {
  open: boolean;
  onClose: () => void;
  /** 'Create alert', 'Edit alert'. */
  title: string;
  /** The submit button's words: 'Create alert', 'Save alert'. */
  submitLabel: string;
  target: AlertRuleTarget | null;
  /** The draft the form starts from each time it opens. */
  initial: AlertRuleDraft;
  networks: readonly string[];
  /** Checks and sends the rule; the dialog closes on ok, else shows why not. */
  onSubmit: (draft: AlertRuleDraft) => Promise<AlertRuleSubmitResult>;
}

const NO_ERRORS: AlertRuleFieldErrors = {};

/** Fields that change which other fields there are: their errors no longer apply. */
const SHAPING_FIELDS = ['kind', 'venue', 'subjectType'] as const;

/** The alert rule form in a dialog: it starts afresh on each opening and stays open on errors. */
export function AlertRuleDialog({
  open,
  onClose,
  title,
  submitLabel,
  target,
  initial,
  networks,
  onSubmit,
}: AlertRuleDialogProps) {
  const formId = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<AlertRuleFieldErrors>(NO_ERRORS);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(initial);
      setErrors(NO_ERRORS);
      setMessage(null);
      setBusy(false);
    }
  }

  const change = (next: AlertRuleDraft) => {
    if (SHAPING_FIELDS.some((key) => next[key] !== draft[key])) {
      setErrors(NO_ERRORS);
      setMessage(null);
    }
    setDraft(next);
  };

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    const result = await onSubmit(draft).catch((error: unknown): AlertRuleSubmitResult => ({
      ok: false,
      message: error instanceof Error ? error.message : 'The alert could not be saved',
    }));
    setBusy(false);
    if (result.ok) {
      onClose();
      return;
    }
    setErrors(result.errors ?? NO_ERRORS);
    setMessage(result.message ?? null);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      // The form's first field, not the close button: the trader came to fill it in.
      initialFocus={1}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <AlertRuleForm
        id={formId}
        value={draft}
        onChange={change}
        onSubmit={() => void submit()}
        target={target}
        networks={networks}
        errors={errors}
        message={message}
      />
    </Modal>
  );
}
