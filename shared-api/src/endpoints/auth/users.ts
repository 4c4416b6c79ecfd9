import {
  PreferencesResponseSchema,
  UserDetailSchema,
  userPath,
  userPreferencesPath,
  type UserPatch,
  type UserPreferences,
} from '../../contract/index.ts';
import type { PlatformUser } from '../../session/session-store.ts';
import { authRequest } from './auth-request.ts';
import { toPlatformUser } from './mappers.ts';

/** GET /users/{id}. */
export async function getUser(id: string): Promise<PlatformUser> {
  const body = await authRequest({ method: 'GET', path: userPath(id), schema: UserDetailSchema });
  return toPlatformUser(body);
}

/** PATCH /users/{id}. */
export async function updateUser(id: string, patch: UserPatch): Promise<PlatformUser> {
  const body = await authRequest({
    method: 'PATCH',
    path: userPath(id),
    json: patch,
    schema: UserDetailSchema,
  });
  return toPlatformUser(body);
}

/** GET /users/{id}/preferences. */
export async function getUserPreferences(id: string): Promise<UserPreferences> {
  const body = await authRequest({
    method: 'GET',
    path: userPreferencesPath(id),
    schema: PreferencesResponseSchema,
  });
  return body.preferences;
}

/** PATCH /users/{id}/preferences {preferences}: merges the given fields. */
export async function updateUserPreferences(
  id: string,
  preferences: Partial<UserPreferences>,
): Promise<UserPreferences> {
  const body = await authRequest({
    method: 'PATCH',
    path: userPreferencesPath(id),
    json: { preferences },
    schema: PreferencesResponseSchema,
  });
  return body.preferences;
}
