/** The optional X-User-ID header (spec §7 'an X-User-ID header can be set'); unset by default. */
let userIdHeader: string | null = null;

export const USER_ID_HEADER = 'X-User-ID';

export function setUserIdHeader(userId: string | null): void {
  userIdHeader = userId;
}

export function getUserIdHeader(): string | null {
  return userIdHeader;
}
