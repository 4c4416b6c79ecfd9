import * as z from 'zod/mini';

/**
 * Building blocks shared by the request and response schemas of every call.
 * Field names stay snake_case exactly as the spec's call tables give them.
 */

/** Anonymous visitors call the API as user id 0 (spec §4, §6). */
export const ANONYMOUS_USER_ID = 0;

/**
 * A user id: 0 for anonymous, otherwise the chat-platform user id. Platform ids are
 * 17-19 digit snowflakes that do not fit a JS number safely, so they travel as strings;
 * a safe integer is accepted too (0 in particular).
 */
export const UserIdSchema = z.union(
  [
    z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER)),
    z.string().check(z.regex(/^\d{1,20}$/, 'user_id must be a string of digits')),
  ],
  { error: 'user_id must be 0 or a numeric user id' },
);
export type UserId = z.infer<typeof UserIdSchema>;

/** True when the id means the anonymous visitor (0 as number or string). */
export function isAnonymousUserId(id: UserId): boolean {
  return String(id) === '0';
}

/**
 * A date-time as sent in from_datetime / to_datetime. ISO 8601 is the documented form
 * (e.g. `2025-01-31T12:00:00.000Z`); anything `Date.parse` understands is accepted.
 *
 * Timestamps rule. Every date-time in a response (alert timestamp, transaction_datetime,
 * launched_when, last_trade, …) is the true UTC instant of the event, written ISO 8601 with
 * its zone (`Z`). The spec's display rule ('shifted by 2 hours and shown in the Prague time
 * zone', shell §9) was written for a backend that stamped Prague summer time as if it were
 * UTC; this contract does not, so the client's shift is 0 (core's
 * SERVER_TIMESTAMP_SHIFT_MS) and it only converts the instant to the Prague wall clock. An
 * alert raised a minute ago therefore reads '1m 0s ago', and its date is what a clock in
 * Prague showed at that moment. A server that cannot send true instants must change this
 * rule here, not the client.
 */
export const DateTimeSchema = z.string({ error: 'must be a date-time string (ISO 8601)' }).check(
  z.maxLength(64, 'date-time is too long'),
  z.refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date-time string (ISO 8601)'),
);
export type DateTime = z.infer<typeof DateTimeSchema>;

/** The 24 DEX networks of the spec (data-screens §2, Alpha Feed DEX network select). */
export const NETWORKS = [
  'base',
  'ethereum',
  'solana',
  'arbitrum',
  'avalanche',
  'hyperevm',
  'bsc',
  'berachain',
  'binance',
  'abstract',
  'blast',
  'fantom',
  'linea',
  'mantle',
  'mentis',
  'mode',
  'optimism',
  'polygon',
  'scroll',
  'soneium',
  'sonic',
  'unichain',
  'worldchain',
  'zksync',
] as const;
export const NetworkSchema = z.enum(NETWORKS, {
  error: `network must be one of: ${NETWORKS.join(', ')}`,
});
export type Network = z.infer<typeof NetworkSchema>;

/** The network a CEX row reports where a network column is shown (search results). */
export const CEX_NETWORK = 'CEX';

/**
 * Optional network filter. Absent, null or '' all mean "any network". Only DEX calls
 * filter by it; CEX calls accept and ignore it (perpetuals do not live on a chain).
 */
export const NetworkFilterSchema = z.nullish(z.union([NetworkSchema, z.literal('')]));

export const TOKEN_FILTERS = [
  'top_accumulations',
  'fresh_tokens',
  'young_tokens',
  'all_tokens',
] as const;
/**
 * top_accumulations: positive smart-money netflow in the window, best first.
 * fresh_tokens: tokens at most 1 day old. young_tokens: over 1 and up to 14 days old
 * (the wider of the spec's two readings, so both badges' tokens appear).
 * all_tokens: every token with activity in the window.
 */
export const TokenFilterSchema = z.enum(TOKEN_FILTERS, {
  error: `token_filter must be one of: ${TOKEN_FILTERS.join(', ')}`,
});
export type TokenFilter = z.infer<typeof TokenFilterSchema>;

/** Age limits behind token_filter and the badges (data-screens §4, §9). */
export const FRESH_MAX_DAYS = 1;
export const YOUNG_MAX_DAYS = 14;

/** Largest accepted money amount; the holders sentinel 99999999999999 fits below it. */
export const MAX_AMOUNT = 1e15;

/** A non-negative money bound such as a market-cap limit. */
export const AmountSchema = z
  .number({ error: 'must be a number' })
  .check(z.gte(0, 'must not be negative'), z.lte(MAX_AMOUNT, `must not exceed ${MAX_AMOUNT}`));

/** A non-negative whole count such as min_active_wallets. */
export const CountSchema = z
  .number({ error: 'must be a number' })
  .check(
    z.int('must be a whole number'),
    z.gte(0, 'must not be negative'),
    z.lte(1_000_000, 'must not exceed 1000000'),
  );

/** A token contract address (EVM hex or base58 for solana); kept loose on purpose. */
export const AddressSchema = z
  .string({ error: 'address must be a string' })
  .check(z.minLength(1, 'address must not be empty'), z.maxLength(100, 'address is too long'));

/** A coin symbol of a CEX perpetual, e.g. BTC. */
export const CoinSchema = z
  .string({ error: 'coin must be a string' })
  .check(z.trim(), z.minLength(1, 'coin must not be empty'), z.maxLength(32, 'coin is too long'));

/** A social-media handle without the leading @. */
export const TwitterHandleSchema = z
  .string({ error: 'twitter_handle must be a string' })
  .check(
    z.trim(),
    z.minLength(1, 'twitter_handle must not be empty'),
    z.maxLength(64, 'twitter_handle is too long'),
  );

/** Name shown instead of a token or influencer for anonymous visitors (spec §3, §6). */
export const MASKED_NAME = '***';

export const SideSchema = z.enum(['buy', 'sell']);
export type Side = z.infer<typeof SideSchema>;

export const PositionTypeSchema = z.enum(['long', 'short']);
export type PositionType = z.infer<typeof PositionTypeSchema>;
