import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * When the API is served on its own origin (spec §7: off localhost the browser calls the
 * configured base), the host's origin must be allowed. Origins are compared exactly;
 * without a list no cross-origin browser call is allowed, as before.
 */
export function allowOrigins(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Authorization', 'X-User-ID', 'X-Internal-Key'],
    maxAge: 600,
  });
}
