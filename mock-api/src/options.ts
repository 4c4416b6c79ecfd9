import { join } from 'node:path';
import * as z from 'zod/mini';
import type { FaultOptions } from './http/faults.ts';
import { DEFAULT_SIGN_IN_LIMIT, type SignInLimit } from './http/sign-in-limit.ts';
import { trustedProxiesFromEnv } from './http/trusted-proxies.ts';
import { redirectUrisFromEnv } from './oauth/redirect-uris-env.ts';
import type { WebhookOptions } from './webhooks/webhook-options.ts';

export interface AppOptions {
  /** Market seed; the same seed on the same day gives the same market. */
  seed?: string;
  /**
   * Days of trading simulated before the market's origin day (default 32, which every 30-day
   * window needs). Tests of live behaviour (alerts, streams, webhooks) ask for less: their
   * market builds in a fraction of the seconds a full one takes.
   */
  historyDays?: number;
  /** Folder of the SQLite file; ':memory:' (the in-process default) keeps nothing. */
  dataDir?: string;
  /** Delete the stored user state first. */
  reset?: boolean;
  /** Clock in ms; tests pin or advance it. */
  now?: () => number;
  faults?: Partial<FaultOptions>;
  /** Host origins allowed to call from the browser when the API has its own origin (CORS). */
  allowedOrigins?: string[];
  /** Redirect URIs the OAuth stand-in sends codes to (default: the host's on port 3000). */
  redirectUris?: readonly string[];
  /** Proxies whose X-Forwarded-For names the client (default: none). */
  trustedProxies?: readonly string[];
  /** Per-address limit of the sign-in calls (default: DEFAULT_SIGN_IN_LIMIT). */
  signInLimit?: SignInLimit;
  /**
   * Webhook delivery over the defaults from env (webhookOptionsFromEnv): tests pass their
   * own fetch, DNS lookup, retry waits and whether private targets are allowed.
   */
  webhooks?: Partial<WebhookOptions>;
}

export const DEFAULT_SEED = 'flowscope';
const DEFAULT_DATA_DIR = join(import.meta.dirname, '..', 'data');

const flag = z.pipe(
  z.enum(['', '0', '1', 'true', 'false'], { error: 'must be 1/true or 0/false' }),
  z.transform((value) => value === '1' || value === 'true'),
);

const EnvSchema = z.object({
  MOCK_SEED: z._default(z.string().check(z.minLength(1)), DEFAULT_SEED),
  MOCK_DATA_DIR: z._default(z.string().check(z.minLength(1)), DEFAULT_DATA_DIR),
  MOCK_RESET: z._default(flag, false),
  MOCK_DELAY_MS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(60_000)), 0),
  MOCK_FAILURE_RATE: z._default(z.coerce.number().check(z.gte(0), z.lte(1)), 0),
  MOCK_SIGNIN_LIMIT: z._default(
    z.coerce.number().check(z.int(), z.gte(0)),
    DEFAULT_SIGN_IN_LIMIT.limit,
  ),
  MOCK_SIGNIN_WINDOW_S: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(86_400)),
    DEFAULT_SIGN_IN_LIMIT.windowMs / 1000,
  ),
  ALLOWED_ORIGINS: z.pipe(
    z.pipe(
      z._default(z.string(), ''),
      z.transform((text) =>
        text
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
    ),
    z.array(
      z.url({ protocol: /^https?$/, error: 'ALLOWED_ORIGINS: comma-separated http(s) origins' }),
    ),
  ),
});

/** Server options from env and argv (`--reset`); throws a readable error on bad values. */
export function optionsFromEnv(env: NodeJS.ProcessEnv, argv: readonly string[]): AppOptions {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`mock-api: invalid environment: ${detail}`);
  }
  const values = parsed.data;
  return {
    seed: values.MOCK_SEED,
    dataDir: values.MOCK_DATA_DIR,
    reset: values.MOCK_RESET || argv.includes('--reset'),
    faults: { delayMs: values.MOCK_DELAY_MS, failureRate: values.MOCK_FAILURE_RATE },
    allowedOrigins: values.ALLOWED_ORIGINS,
    redirectUris: redirectUrisFromEnv(env),
    trustedProxies: trustedProxiesFromEnv(env.TRUSTED_PROXIES),
    signInLimit: { limit: values.MOCK_SIGNIN_LIMIT, windowMs: values.MOCK_SIGNIN_WINDOW_S * 1000 },
  };
}
