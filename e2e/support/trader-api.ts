import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import { nodeReachableBaseUrl } from './env.ts';
import { savedAccessToken } from './saved-sign-in.ts';
import { TEST_USERS, type TestUser } from './sign-in.ts';

/**
 * A POST to the API as a signed-in test user, from Node (setup and clean-up around a journey).
 * It goes through the deployment's own `/api` (the host server's proxy, or the edge's) at an
 * address Node can reach, so it works on localhost and on a name only the browser resolves.
 */
export function traderApi(request: APIRequestContext, user: TestUser) {
  const base = nodeReachableBaseUrl();
  return async function call<T = { data?: unknown[] }>(
    path: string,
    data: object = {},
  ): Promise<T> {
    const response = await request.post(new URL(`/api${path}`, base).toString(), {
      data: { user_id: TEST_USERS[user].id, ...data },
      headers: { authorization: `Bearer ${savedAccessToken(user)}` },
    });
    expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
}
