import { DEFAULT_RETURN_PATH } from './oauth-constants.ts';

/** Spec §4 step 5: how long the callback page shows its result before it moves on. */
export const CALLBACK_TIMINGS = {
  /** In a popup, after a result was relayed to the opener. */
  popupCloseAfterSuccessMs: 500,
  /** In a popup, an error stays readable a little longer before the window closes. */
  popupCloseAfterErrorMs: 2_000,
  /** Without an opener. */
  redirectAfterSuccessMs: 2_000,
  redirectAfterErrorMs: 3_000,
} as const;

export type CallbackPhase =
  { status: 'processing' } | { status: 'success' } | { status: 'error'; message: string };

export type CallbackAction =
  | { kind: 'wait' }
  | { kind: 'close'; afterMs: number }
  | { kind: 'navigate'; to: string; afterMs: number };

export interface CallbackSituation {
  /** True when the page runs in the popup the sign-in opened (it has an opener). */
  inPopup: boolean;
  /** Where a full-page flow returns to; '/' when none was stored. */
  returnPath?: string | null;
}

/** What the callback page should do next for the phase it shows. */
export function decideCallbackAction(
  phase: CallbackPhase,
  situation: CallbackSituation,
): CallbackAction {
  if (phase.status === 'processing') return { kind: 'wait' };
  const ok = phase.status === 'success';
  if (situation.inPopup) {
    return {
      kind: 'close',
      afterMs: ok
        ? CALLBACK_TIMINGS.popupCloseAfterSuccessMs
        : CALLBACK_TIMINGS.popupCloseAfterErrorMs,
    };
  }
  return {
    kind: 'navigate',
    to: situation.returnPath || DEFAULT_RETURN_PATH,
    afterMs: ok ? CALLBACK_TIMINGS.redirectAfterSuccessMs : CALLBACK_TIMINGS.redirectAfterErrorMs,
  };
}
