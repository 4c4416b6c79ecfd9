import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error answered as `{ message }` with a non-2xx status (the contract's error shape).
 * `extra` adds fields, e.g. the auth calls' `success: false, error`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function errorResponse(c: Context, error: unknown): Response {
  if (error instanceof ApiError) {
    return c.json({ ...error.extra, message: error.message }, error.status);
  }
  // Anything else is a bug in the mock; say so without leaking internals.
  console.error('mock-api: unexpected error', error);
  return c.json({ message: 'Internal error in mock-api' }, 500);
}
