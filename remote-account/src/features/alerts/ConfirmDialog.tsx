import { Button, Modal, staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { useRef, type ReactNode, type RefObject } from 'react';

const styles = staticStyles(() => ({
  question: { margin: 0 },
}));

/**
 * A yes/no question before something that cannot be undone. Cancelled, the focus goes back
 * to what opened it; confirmed, to `focusAfterConfirm` when given (the action may remove the
 * opener: a deleted rule's Delete button).
 */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  danger = false,
  focusAfterConfirm,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  danger?: boolean;
  focusAfterConfirm?: RefObject<HTMLElement | null>;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const classes = useStaticClasses(styles);
  const returnTo = useRef<HTMLElement | null>(null);
  const cancel = () => {
    returnTo.current = null;
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={cancel}
      title={title}
      size="sm"
      returnFocus={returnTo}
      footer={
        <>
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
          <Button
            intent={danger ? 'attention' : 'default'}
            onClick={() => {
              returnTo.current = focusAfterConfirm?.current ?? null;
              onConfirm();
              onClose();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className={classes.question}>{children}</p>
    </Modal>
  );
}
