import type { Context, MiddlewareHandler } from 'hono';

export interface RateLimitOptions {
  /** Calls allowed per client in one window; 0 turns the limit off. */
  limit: number;
  windowMs: number;
  now: () => number;
  clientKey: (c: Context) => string;
  /** The answer once a client is over the limit (HTML for pages, JSON for calls). */
  refuse: (c: Context, retryAfterSeconds: number) => Response;
}

interface Window {
  startedAt: number;
  count: number;
}

/** Past this many tracked clients, finished windows are swept so memory stays bounded. */
const SWEEP_AT = 10_000;

/**
 * A fixed-window counter per client address: the first `limit` calls of a window pass, the
 * rest are refused with 429 and `Retry-After` (seconds until the window ends).
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const windows = new Map<string, Window>();
  const sweep = (now: number): void => {
    for (const [key, window] of windows) {
      if (now - window.startedAt >= options.windowMs) windows.delete(key);
    }
  };
  return async (c, next) => {
    if (options.limit <= 0 || c.req.method === 'OPTIONS') return next();
    const now = options.now();
    const key = options.clientKey(c);
    let window = windows.get(key);
    if (!window || now - window.startedAt >= options.windowMs) {
      if (windows.size >= SWEEP_AT) sweep(now);
      window = { startedAt: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > options.limit) {
      const retryAfter = Math.max(1, Math.ceil((window.startedAt + options.windowMs - now) / 1000));
      const response = options.refuse(c, retryAfter);
      response.headers.set('Retry-After', String(retryAfter));
      return response;
    }
    return next();
  };
}
