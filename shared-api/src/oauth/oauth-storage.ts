/**
 * Where the flow keeps what must survive a page load or be seen by another window.
 * The state, return path and full-page error live in session storage (this tab only).
 * The success flag lives in local storage because the popup and its opener share it,
 * which lets the opener see a result even when the popup's message never arrived.
 */
export const OAUTH_STORAGE_KEYS = {
  state: 'flowscope.oauth.state',
  returnPath: 'flowscope.oauth.returnPath',
  mode: 'flowscope.oauth.mode',
  error: 'flowscope.oauth.error',
  success: 'flowscope.oauth.success',
} as const;

export type OAuthMode = 'popup' | 'redirect';

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Storage can be full or disabled; the flow then fails its state check instead of crashing.
  }
}

function remove(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

export function readStoredState(): string | null {
  return read(sessionStorage, OAUTH_STORAGE_KEYS.state);
}

export function storeState(state: string): void {
  write(sessionStorage, OAUTH_STORAGE_KEYS.state, state);
}

export function storeMode(mode: OAuthMode): void {
  write(sessionStorage, OAUTH_STORAGE_KEYS.mode, mode);
}

export function readMode(): OAuthMode | null {
  const mode = read(sessionStorage, OAUTH_STORAGE_KEYS.mode);
  return mode === 'popup' || mode === 'redirect' ? mode : null;
}

/** Only same-site paths are accepted, so a crafted link cannot send the user elsewhere. */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  return path;
}

export function storeReturnPath(path: string): void {
  const safe = safeReturnPath(path);
  if (safe) write(sessionStorage, OAUTH_STORAGE_KEYS.returnPath, safe);
  else remove(sessionStorage, OAUTH_STORAGE_KEYS.returnPath);
}

export function readReturnPath(): string | null {
  return safeReturnPath(read(sessionStorage, OAUTH_STORAGE_KEYS.returnPath));
}

export function storeOAuthError(message: string): void {
  write(sessionStorage, OAUTH_STORAGE_KEYS.error, message);
}

/** The error a full-page flow left behind; reading it clears it so it is reported once. */
export function takeOAuthError(): string | null {
  const message = read(sessionStorage, OAUTH_STORAGE_KEYS.error);
  if (message !== null) remove(sessionStorage, OAUTH_STORAGE_KEYS.error);
  return message;
}

/** Marks the flow with this state as completed. */
export function storeSuccessFlag(state: string): void {
  write(localStorage, OAUTH_STORAGE_KEYS.success, state);
}

export function clearSuccessFlag(): void {
  remove(localStorage, OAUTH_STORAGE_KEYS.success);
}

export function readSuccessFlag(): string | null {
  return read(localStorage, OAUTH_STORAGE_KEYS.success);
}

/** Removes every OAuth flag (spec §4: logout clears the stored OAuth flags). */
export function clearOAuthFlags(): void {
  for (const key of Object.values(OAUTH_STORAGE_KEYS)) {
    remove(sessionStorage, key);
    remove(localStorage, key);
  }
}
