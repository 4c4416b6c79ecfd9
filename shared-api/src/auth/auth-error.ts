import { ApiError } from '../http/index.ts';

const AUTH_ERROR_PREFIX = 'Auth API Error: ';

/** A refusal from an auth call; keeps the status and body of the ApiError it came from. */
export class AuthApiError extends ApiError {
  constructor(source: ApiError) {
    super(`${AUTH_ERROR_PREFIX}${authFailureText(source.data, source.status)}`, {
      status: source.status,
      kind: source.kind,
      data: source.data,
      cause: source,
    });
    this.name = 'AuthApiError';
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Spec §7: the response's error field, else its message field, else the status. */
export function authFailureText(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    const found = text(record.error) ?? text(record.message);
    if (found) return found;
  }
  return String(status);
}

/**
 * Only answers the server refused become 'Auth API Error: …'; a dead network or a malformed
 * body keeps the shared client's own error ('Network Error', 'Unexpected response from …').
 */
export function toAuthError(error: unknown): Error {
  if (error instanceof ApiError && error.kind === 'http') return new AuthApiError(error);
  return error instanceof Error ? error : new Error(String(error));
}
