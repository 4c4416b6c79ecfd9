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

export const OAUTH_ERRORS = {
  notConfigured:
    'Discord OAuth is not configured. Please check DISCORD_CLIENT_ID and DISCORD_REDIRECT_URI environment variables.',
  popupBlocked: 'Popup blocked. Please allow popups for this site.',
  cancelled: 'OAuth was cancelled by user',
  timeout: 'OAuth timeout',
  invalidState: 'Invalid OAuth state. Possible CSRF attack.',
  missingCode: 'Missing authorization code',
  unknown: 'Unknown error occurred',
} as const;

/** The provider's own text when it sent one, else the spec's fallback naming its code. */
export function providerErrorMessage(code: string, description?: string | null): string {
  const text = description?.trim();
  return text ? text : `Discord OAuth error: ${code}`;
}
