import type { UserId } from '../../contract/common.ts';
import { ANONYMOUS_USER_ID } from '../../contract/common.ts';
import { currentUserId } from '../../session/session-store.ts';

/** Anonymous visitors call as user 0 (a number), signed-in users as their platform id. */
export function apiUserId(): UserId {
  const id = currentUserId();
  return id === '0' ? ANONYMOUS_USER_ID : id;
}
