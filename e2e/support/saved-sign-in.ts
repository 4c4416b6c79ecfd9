import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './env.ts';
import { TEST_USERS, type TestUser } from './sign-in.ts';

/**
 * Where the setup project keeps each test user's signed-in browser state (Playwright's
 * storageState: the saved login the app keeps in local storage). Signing in through the
 * Discord popup once per user and run, instead of once per test, is what lets the suite grow.
 */
export function storageStatePath(user: TestUser): string {
  return join(REPO_ROOT, 'e2e', '.tmp', 'auth', `${user}.json`);
}

/** The app's local-storage key of the saved login (spec §4). */
const SAVED_LOGIN_KEY = 'flowscope.auth';

interface StorageState {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

interface SavedLogin {
  user: { id: string };
  tokens: { accessToken: string };
}

/** The bearer token the setup's sign-in obtained for a user, for Node-side API calls. */
export function savedAccessToken(user: TestUser): string {
  const state = JSON.parse(readFileSync(storageStatePath(user), 'utf8')) as StorageState;
  for (const origin of state.origins) {
    const entry = origin.localStorage.find((item) => item.name === SAVED_LOGIN_KEY);
    if (!entry) continue;
    const login = JSON.parse(entry.value) as SavedLogin;
    if (login.user.id !== TEST_USERS[user].id) {
      throw new Error(`${storageStatePath(user)} holds another user's login`);
    }
    return login.tokens.accessToken;
  }
  throw new Error(`${storageStatePath(user)} holds no saved login: did the setup project run?`);
}
