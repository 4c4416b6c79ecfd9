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
  | { status: 'processing' }
  | { status: 'success' }
  | { status: 'error'; message: string };

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

export interface CallbackActionHandlers {
  /** Closes the popup; `window.close()` by default. */
  close?: () => void;
  /** Moves the page, e.g. react-router's navigate(to, { replace: true }). */
  navigate: (to: string) => void;
}

/** Carries out an action after its delay; returns the function that cancels it. */
export function runCallbackAction(
  action: CallbackAction,
  handlers: CallbackActionHandlers,
): () => void {
  if (action.kind === 'wait') return () => {};
  const timer = setTimeout(() => {
    if (action.kind === 'close') (handlers.close ?? (() => window.close()))();
    else handlers.navigate(action.to);
  }, action.afterMs);
  return () => clearTimeout(timer);
}
