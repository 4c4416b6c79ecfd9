/** Numbers and texts of the Discord OAuth flow (spec §4 'OAuth flow', §8, §9). */

export const OAUTH_RESPONSE_TYPE = 'code';
export const OAUTH_PROMPT = 'consent';

/** Bytes of randomness in the state; hex-encoded it is 64 characters. */
export const OAUTH_STATE_BYTES = 32;

export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 700;
export const POPUP_WINDOW_NAME = 'flowscope-discord-oauth';
export const POPUP_CLOSED_CHECK_MS = 1_000;
/** After the popup closes, the flags get this long to show a result before it counts as cancelled. */
export const POPUP_CLOSE_GRACE_MS = 500;
export const OAUTH_TIMEOUT_MS = 300_000;

export const DEFAULT_RETURN_PATH = '/';

/** The debug and callback pages' popup (spec §4 step 2, §9). */
export const DEBUG_POPUP_WIDTH = 600;
export const DEBUG_POPUP_HEIGHT = 800;

export const OAUTH_ERRORS = {
  notConfigured:
    'Discord OAuth is not configured. Please check DISCORD_CLIENT_ID and DISCORD_REDIRECT_URI environment variables.',
  /** The shorter variant, where there is no room for the variable names (the debug page). */
  notConfiguredShort: 'Discord OAuth is not configured. Please check environment variables.',
  /** What the callback page says when it has no configuration to finish with. */
  notConfiguredCallback: 'Discord OAuth not configured',
  popupBlocked: 'Popup blocked. Please allow popups for this site.',
  /** The debug page's own popup. */
  popupBlockedByBrowser: 'Popup was blocked by browser',
  cancelled: 'OAuth was cancelled by user',
  timeout: 'OAuth timeout',
  invalidState: 'Invalid OAuth state. Possible CSRF attack.',
  /** The store's own check when it finishes a sign-in (spec §8: 'in the store callback'). */
  invalidStateShort: 'Invalid OAuth state',
  missingCode: 'Missing authorization code',
  /** The callback page opened without a `code` in its link. */
  missingCodeParameter: 'Missing authorization code parameter',
  unknown: 'Unknown error occurred',
} as const;

/** The error codes of RFC 6749 §4.1.2.1: the only ones the callback page names. */
const KNOWN_PROVIDER_ERRORS = new Set([
  'invalid_request',
  'unauthorized_client',
  'access_denied',
  'unsupported_response_type',
  'invalid_scope',
  'server_error',
  'temporarily_unavailable',
]);

/**
 * The message for an error the provider sent back in the link: 'Discord OAuth error: {code}'
 * for a known code, else 'Unknown error occurred'. Anyone can craft a callback link, so its
 * `error_description` (and an unknown code) is never shown on the app's origin: it goes to the
 * console only, for whoever debugs.
 */
export function providerErrorMessage(code: string, description?: string | null): string {
  console.warn('[flowscope] Discord returned an OAuth error', { error: code, description });
  return KNOWN_PROVIDER_ERRORS.has(code) ? `Discord OAuth error: ${code}` : OAUTH_ERRORS.unknown;
}

/** A sign-in the trader ended (closed the popup, or Cancel on the consent page). */
export function isCancellation(message: string): boolean {
  return message === OAUTH_ERRORS.cancelled || message === 'Discord OAuth error: access_denied';
}
