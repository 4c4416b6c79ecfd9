import { getApiConfig } from '../config/api-config.ts';
import { MOCK_TOKEN_EXPIRY_SECONDS, TOKEN_TYPE } from '../contract/index.ts';
import { ApiError } from '../http/index.ts';
import type { AuthUser, SessionTokens, UserGuild } from '../session/session-store.ts';
import type { DiscordSignIn } from '../endpoints/auth/discord-token.ts';

/**
 * The stand-in sign-in of spec §7: 'If the auth API is unavailable (or in debug mode on
 * failure) the product falls back to mock user, token and guild data.' It exists for
 * development and the mock-data flag only; a production page never signs anyone in with it.
 */
const MOCK_USER: AuthUser = {
  id: '100000000000000042',
  username: 'mock_trader',
  email: null,
  avatar: null,
  globalName: 'Mock Trader',
  verified: true,
  provider: 'discord',
};

export const MOCK_GUILDS: UserGuild[] = [
  {
    id: '100000000000000100',
    name: 'Flowscope Mock Guild',
    icon: null,
    owner: false,
    permissions: '0',
    features: [],
    approximateMemberCount: 1,
  },
];

const MOCK_ACCESS_TOKEN_PREFIX = 'mock-access-';

function mockTokens(now = Date.now()): SessionTokens {
  return {
    accessToken: `${MOCK_ACCESS_TOKEN_PREFIX}${now}`,
    refreshToken: null,
    expiresAt: now + MOCK_TOKEN_EXPIRY_SECONDS * 1000,
    tokenType: TOKEN_TYPE,
  };
}

export function mockSignIn(now = Date.now()): DiscordSignIn {
  return { user: MOCK_USER, tokens: mockTokens(now), guilds: MOCK_GUILDS };
}

/** A session from the stand-in: no server knows its token. */
export function isMockSession(tokens: SessionTokens | null | undefined): boolean {
  return tokens?.accessToken.startsWith(MOCK_ACCESS_TOKEN_PREFIX) ?? false;
}

/** The auth service did not answer at all, or answered that it is down. */
function authServiceUnavailable(error: unknown): boolean {
  const source = error instanceof ApiError ? error : null;
  if (!source) return false;
  return (
    source.kind === 'network' ||
    source.kind === 'timeout' ||
    [502, 503, 504].includes(source.status)
  );
}

/**
 * Whether a failed code exchange falls back to the mock sign-in: in development or with the
 * mock-data flag when the auth service is unavailable, and with the debug flag on any failure.
 */
export function shouldUseMockSignIn(error: unknown): boolean {
  const { mode, mockData, debug } = getApiConfig();
  if (debug) return true;
  return (mode === 'development' || mockData === true) && authServiceUnavailable(error);
}
