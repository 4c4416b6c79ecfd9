import type { AuthUser } from '../session/session-store.ts';
import { buildAuthorizeUrl } from './authorize-url.ts';
import { adoptCompletedSignIn, completeDiscordSignIn } from './code-exchange.ts';
import { requireOAuthConfig } from './oauth-config.ts';
import {
  OAUTH_ERRORS,
  OAUTH_TIMEOUT_MS,
  POPUP_CLOSE_GRACE_MS,
  POPUP_CLOSED_CHECK_MS,
  POPUP_HEIGHT,
  POPUP_WIDTH,
  POPUP_WINDOW_NAME,
} from './oauth-constants.ts';
import { OAUTH_MESSAGE_TYPES, readOAuthMessage } from './oauth-messages.ts';
import { ensureOAuthState } from './oauth-state.ts';
import { clearSuccessFlag, storeMode } from './oauth-storage.ts';

interface PopupSize {
  width: number;
  height: number;
}

export interface PopupSignInOptions {
  /** Aborting closes the popup and rejects with an AbortError (the development Reset). */
  signal?: AbortSignal;
  /** 500x700 by default; the debug page opens 600x800 (spec §4 step 2). */
  size?: PopupSize;
  /** The text when the browser blocks the popup; the debug page uses its own. */
  blockedMessage?: string;
}

const STORE_POPUP: PopupSize = { width: POPUP_WIDTH, height: POPUP_HEIGHT };

/** Centred over the current window, 500x700 unless told (spec §4 step 2). */
function popupFeatures(win: Window = window, size: PopupSize = STORE_POPUP): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - size.width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - size.height) / 2));
  return `width=${size.width},height=${size.height},left=${left},top=${top}`;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : OAUTH_ERRORS.unknown;
}

/**
 * Signs in through a popup. It ends on a message from the popup (CALLBACK, SUCCESS, ERROR),
 * on the popup closing (cancelled after a 0.5 s wait in which the flags are checked), or after
 * 300 s. Messages count only from this app's origin and from this popup.
 */
export async function signInWithPopup(options: PopupSignInOptions = {}): Promise<AuthUser> {
  const { signal, size, blockedMessage = OAUTH_ERRORS.popupBlocked } = options;
  signal?.throwIfAborted();
  const config = requireOAuthConfig();
  const state = ensureOAuthState();
  storeMode('popup');
  // A flag left by an earlier sign-in with this session's state must not end this one.
  clearSuccessFlag();
  const url = buildAuthorizeUrl(config, state);
  const opened = window.open(url, POPUP_WINDOW_NAME, popupFeatures(window, size));
  if (!opened) throw new Error(blockedMessage);
  const popup: Window = opened;

  return new Promise<AuthUser>((resolve, reject) => {
    let phase: 'waiting' | 'completing' | 'done' = 'waiting';
    let graceTimer: ReturnType<typeof setTimeout> | undefined;

    const closePopup = () => {
      if (!popup.closed) popup.close();
    };
    const stopWatching = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(closedCheck);
      clearTimeout(timeout);
      clearTimeout(graceTimer);
    };
    const finish = (settle: () => void) => {
      if (phase === 'done') return;
      phase = 'done';
      stopWatching();
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const fail = (error: Error) => finish(() => reject(error));
    const complete = (work: () => Promise<AuthUser> | AuthUser | null) => {
      phase = 'completing';
      stopWatching();
      Promise.resolve()
        .then(work)
        .then(
          (user) => finish(() => (user ? resolve(user) : reject(new Error(OAUTH_ERRORS.unknown)))),
          (error: unknown) => fail(new Error(messageOf(error))),
        );
    };

    function onMessage(event: MessageEvent) {
      if (phase !== 'waiting') return;
      const message = readOAuthMessage(event, popup);
      if (!message) return;
      switch (message.type) {
        case OAUTH_MESSAGE_TYPES.callback:
          complete(() => completeDiscordSignIn(message.code, message.state));
          break;
        case OAUTH_MESSAGE_TYPES.success:
          complete(() => adoptCompletedSignIn(message.state));
          break;
        case OAUTH_MESSAGE_TYPES.error:
          fail(new Error(message.error || OAUTH_ERRORS.unknown));
          break;
      }
    }

    function onAbort() {
      closePopup();
      fail(new DOMException('Sign-in was reset', 'AbortError'));
    }

    // Checked every second: a popup that lost its opener can still report through the flag.
    const closedCheck = setInterval(() => {
      if (phase !== 'waiting' || graceTimer !== undefined) return;
      const adopted = adoptCompletedSignIn(state);
      if (adopted) {
        closePopup();
        complete(() => adopted);
        return;
      }
      if (!popup.closed) return;
      graceTimer = setTimeout(() => {
        if (phase !== 'waiting') return;
        const user = adoptCompletedSignIn(state);
        if (user) complete(() => user);
        else fail(new Error(OAUTH_ERRORS.cancelled));
      }, POPUP_CLOSE_GRACE_MS);
    }, POPUP_CLOSED_CHECK_MS);

    const timeout = setTimeout(() => {
      closePopup();
      fail(new Error(OAUTH_ERRORS.timeout));
    }, OAUTH_TIMEOUT_MS);

    window.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
