import { useState } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { Button, type ButtonProps } from '../button/Button.tsx';
import { BellGlyph } from '../icons/glyphs.tsx';
import { Modal } from '../modal/Modal.tsx';
import { AlertRuleDialog } from './AlertRuleDialog.tsx';
import {
  draftForTarget,
  targetLabel,
  type AlertRuleDraft,
  type AlertRuleSubmitResult,
  type AlertRuleTarget,
} from '@flowscope/core';

const styles = staticStyles(() => ({
  signInNote: { margin: 0 },
}));

export type CreateAlertButtonProps = Omit<ButtonProps, 'onClick' | 'onSubmit' | 'children'> & {
  /** The token, influencer or wallet the alert is on. */
  target: AlertRuleTarget;
  /** DEX networks the form offers. */
  networks: readonly string[];
  /** Checks and creates the rule (shared-api's useCreateAlertControl gives it). */
  onSubmit: (draft: AlertRuleDraft) => Promise<AlertRuleSubmitResult>;
  /** Signed out, the button explains that alerts need an account and offers the sign-in. */
  signedIn: boolean;
  onSignIn: () => void;
  /** The button's words; 'Create alert' by default. */
  label?: string;
};

/**
 * 'Create alert' for one token, influencer or wallet: opens the rule form with the target
 * filled in and the kinds that fit it. All it knows of the API is the callbacks it is given.
 */
export function CreateAlertButton({
  target,
  networks,
  onSubmit,
  signedIn,
  onSignIn,
  label = 'Create alert',
  variant = 'secondary',
  size = 'sm',
  ...rest
}: CreateAlertButtonProps) {
  const classes = useStaticClasses(styles);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const name = targetLabel(target);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        aria-haspopup="dialog"
        {...rest}
        onClick={() => setOpen(true)}
      >
        <BellGlyph size={14} />
        {label}
      </Button>
      {signedIn ? (
        <AlertRuleDialog
          open={open}
          onClose={close}
          title={`Create alert on ${name}`}
          submitLabel="Create alert"
          target={target}
          initial={draftForTarget(target)}
          networks={networks}
          onSubmit={onSubmit}
        />
      ) : (
        <Modal
          open={open}
          onClose={close}
          title="Sign in to create alerts"
          size="sm"
          footer={
            <Button
              onClick={() => {
                close();
                onSignIn();
              }}
            >
              Sign in with Discord
            </Button>
          }
        >
          <p className={classes.signInNote}>
            Alerts on {name} reach you in the bell, as browser notifications and on your webhook
            once you are signed in.
          </p>
        </Modal>
      )}
    </>
  );
}
