import { lookup as dnsLookup } from 'node:dns/promises';
import * as z from 'zod/mini';
import type { HostLookup } from './webhook-target.ts';

export interface WebhookOptions {
  /**
   * Private, loopback and link-local targets allowed: yes in development and tests (a
   * receiver on this machine), no in production mode.
   */
  allowPrivateTargets: boolean;
  /** The wait before each retry: 3 retries, 1 s, 4 s and 16 s after the failures. */
  retryDelaysMs: readonly number[];
  /** An attempt that gets no answer within this long fails (and is retried). */
  timeoutMs: number;
  /** The app's public address, to turn a page path into a link. */
  appUrl: string;
  fetch: typeof fetch;
  lookup: HostLookup;
  /** Waits before a retry; tests pass their own clock. Default: a timer. */
  wait?: (ms: number) => Promise<void>;
}

const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1_000, 4_000, 16_000];
const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;
const DEFAULT_APP_URL = 'http://localhost:3000';

const systemLookup: HostLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

const flag = z.pipe(
  z.enum(['', '0', '1', 'true', 'false']),
  z.transform((v) => v === '1' || v === 'true'),
);

const EnvSchema = z.object({
  APP_MODE: z.optional(z.string()),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z.optional(flag),
  WEBHOOK_RETRY_DELAYS_MS: z.optional(
    z.pipe(
      z.pipe(
        z
          .string()
          .check(z.regex(/^\d+(,\d+){0,9}$/, 'comma-separated milliseconds, e.g. 1000,4000,16000')),
        z.transform((text) => text.split(',').map(Number)),
      ),
      z.array(z.int().check(z.lte(600_000, 'each delay at most 600000 ms'))),
    ),
  ),
  WEBHOOK_TIMEOUT_MS: z.optional(z.coerce.number().check(z.int(), z.gte(100), z.lte(60_000))),
  PUBLIC_APP_URL: z.optional(z.url({ protocol: /^https?$/ })),
});

/**
 * Webhook options from env: production mode (APP_MODE=production) refuses private targets
 * unless WEBHOOK_ALLOW_PRIVATE_TARGETS=1 (an end-to-end run with a receiver on this machine);
 * WEBHOOK_RETRY_DELAYS_MS, WEBHOOK_TIMEOUT_MS and PUBLIC_APP_URL override the defaults.
 * Throws a readable error on a bad value.
 */
export function webhookOptionsFromEnv(env: NodeJS.ProcessEnv): WebhookOptions {
  const parsed = EnvSchema.safeParse({
    ...env,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: env.WEBHOOK_ALLOW_PRIVATE_TARGETS || undefined,
    WEBHOOK_RETRY_DELAYS_MS: env.WEBHOOK_RETRY_DELAYS_MS || undefined,
    WEBHOOK_TIMEOUT_MS: env.WEBHOOK_TIMEOUT_MS || undefined,
    PUBLIC_APP_URL: env.PUBLIC_APP_URL || undefined,
  });
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`mock-api: invalid environment: ${detail}`);
  }
  const values = parsed.data;
  return {
    allowPrivateTargets: values.WEBHOOK_ALLOW_PRIVATE_TARGETS ?? values.APP_MODE !== 'production',
    retryDelaysMs: values.WEBHOOK_RETRY_DELAYS_MS ?? DEFAULT_RETRY_DELAYS_MS,
    timeoutMs: values.WEBHOOK_TIMEOUT_MS ?? DEFAULT_WEBHOOK_TIMEOUT_MS,
    appUrl: values.PUBLIC_APP_URL ?? DEFAULT_APP_URL,
    fetch: (input, init) => fetch(input, init),
    lookup: systemLookup,
  };
}
