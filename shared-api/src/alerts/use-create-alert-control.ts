import type { AlertRuleDraft, AlertRuleSubmitResult } from '@flowscope/core';
import { useCallback } from 'react';
import { useSignIn } from '../session/hooks.ts';
import { preferredSignInMode } from '../session/preferred-sign-in-mode.ts';
import { ALERT_RULE_NETWORKS, submitAlertRuleDraft } from './alert-rule-draft.ts';
import { useAlertUserId, useCreateAlertRule } from './use-alert-rules.ts';

/** What shared-ui's CreateAlertButton (and AlertRuleDialog) need from the API side. */
export interface CreateAlertControl {
  networks: readonly string[];
  /** Checks the draft as the API will, then creates the rule (listed on /alerts at once). */
  onSubmit: (draft: AlertRuleDraft) => Promise<AlertRuleSubmitResult>;
  signedIn: boolean;
  /** Starts the Discord sign-in (signed out, the button offers it instead of the form). */
  onSignIn: () => void;
}

/**
 * The API half of a 'Create alert' control, for any screen:
 *
 *   const createAlert = useCreateAlertControl();
 *   <CreateAlertButton {...createAlert} target={{ type: 'token', venue: 'cex', coin: 'BTC' }} />
 */
export function useCreateAlertControl(): CreateAlertControl {
  const signedIn = useAlertUserId() !== null;
  const { mutateAsync } = useCreateAlertRule();
  const { signIn } = useSignIn();
  const onSubmit = useCallback(
    (draft: AlertRuleDraft) => submitAlertRuleDraft(draft, (rule) => mutateAsync(rule)),
    [mutateAsync],
  );
  const onSignIn = useCallback(() => {
    // A failed or cancelled sign-in is reported by the session ('Login Failed').
    void signIn(preferredSignInMode());
  }, [signIn]);
  return { networks: ALERT_RULE_NETWORKS, onSubmit, signedIn, onSignIn };
}
