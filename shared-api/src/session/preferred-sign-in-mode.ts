import type { SignInMode } from './sign-in.ts';

/** Where the full-page flow takes over from the popup: phones and narrow windows. */
const REDIRECT_SIGN_IN_MAX_WIDTH = 768;

/**
 * Popups are awkward on phones, so narrow screens use the full-page flow. One rule for every
 * control that starts a sign-in (the header's button, a screen's 'Connect Wallet').
 */
export function preferredSignInMode(): SignInMode {
  return window.matchMedia(`(max-width: ${REDIRECT_SIGN_IN_MAX_WIDTH}px)`).matches
    ? 'redirect'
    : 'popup';
}
