import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Hono's bodyLimit, with a cheap path for the usual request that states its length.
 * bodyLimit first reads `c.req.raw.body`, which makes the Node adapter build a full fetch
 * Request (stream, abort signal) for every call, a large share of a memoised list
 * answer's cost; a declared Content-Length (without Transfer-Encoding) is checked from
 * the header alone, exactly as bodyLimit does. Other requests go through bodyLimit.
 */
export function limitBody(
  maxSize: number,
  onError: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  const full = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number.parseInt(length, 10) > maxSize) return onError(c);
      await next();
      return;
    }
    return full(c, next);
  };
}
