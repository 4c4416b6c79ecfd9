import { OAUTH_STATE_BYTES } from './oauth-constants.ts';
import { readStoredState, storeState } from './oauth-storage.ts';

/** A fresh random state: 32 bytes from the platform's CSPRNG, hex-encoded. */
export function generateOAuthState(): string {
  const bytes = new Uint8Array(OAUTH_STATE_BYTES);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The state of this browser session (spec §4: created and kept for the session): reused when
 * one is stored, so a second click or a reload does not invalidate a flow already under way.
 */
export function ensureOAuthState(): string {
  const stored = readStoredState();
  if (stored && /^[0-9a-f]{64}$/.test(stored)) return stored;
  const state = generateOAuthState();
  storeState(state);
  return state;
}

/** Constant-time comparison, so the check does not leak how much of a guess was right. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** True only when a state was stored and the returned one equals it. */
export function isExpectedState(returned: string | null | undefined): boolean {
  const stored = readStoredState();
  return Boolean(stored && returned && sameText(stored, returned));
}
