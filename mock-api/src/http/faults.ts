import type { MiddlewareHandler } from 'hono';
import { ERROR_MESSAGES, PATHS } from '@flowscope/shared-api/contract';

export interface FaultOptions {
  /** Base delay of data calls, ms; login gets half and the token exchange 0.8 of it (spec §9: 1000/500/800). */
  delayMs: number;
  /** Share of calls answered 500 'Server error occurred' (spec: 0.1 when on). */
  failureRate: number;
  random: () => number;
}

const DELAY_FACTOR: Readonly<Record<string, number>> = {
  [PATHS.login]: 0.5,
  [PATHS.discordToken]: 0.8,
};

/** Paths that stay fault-free: the availability check and the consent page. */
const EXEMPT = new Set<string>([PATHS.health, PATHS.oauthAuthorize]);

/** Demo and test faults, off by default: delays and random server errors. */
export function faults(options: FaultOptions): MiddlewareHandler {
  return async (c, next) => {
    if (EXEMPT.has(c.req.path) || c.req.method === 'OPTIONS') return next();
    const delay = options.delayMs * (DELAY_FACTOR[c.req.path] ?? 1);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (options.failureRate > 0 && options.random() < options.failureRate) {
      return c.json({ message: ERROR_MESSAGES.serverError }, 500);
    }
    return next();
  };
}
