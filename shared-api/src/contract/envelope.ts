import * as z from 'zod/mini';

/**
 * Response envelopes. The spec shows payloads but not response shapes, so every call
 * answers in one of these forms:
 *
 * - List calls (accumulations, holdings, alerts, search, favourites, influencer lists
 *   and feeds): `{ result: 'ok', data: Row[] }`.
 * - Premium-gated lists (influencer feeds and influencer lists) answer
 *   `{ result: 'Non-premium', data: [] }` to users without premium, with HTTP 200.
 * - Action calls (favourite / influencer-favourite add and remove, logout):
 *   `{ result: 'ok' | 'Non-premium', message?: string }`, HTTP 200. Adds answer
 *   'Non-premium' to users without premium; removes always work.
 * - Single-object calls (token detail, row wallets) answer `{ result: 'ok', data: Object }`.
 * - Premium-gated single objects (wallet and influencer profiles) answer
 *   `{ result: 'Non-premium', data: null }` to users without premium, with HTTP 200.
 * - Errors are non-2xx with `{ message: string }` (400 invalid payload, 401 missing or
 *   invalid bearer token, 403 token of another user, 404 unknown path or entity,
 *   413 body too large, 500 'Server error occurred' from fault injection).
 *   Auth calls also carry `success: false` and `error` beside `message`.
 *
 * List sizes: accumulations, holdings and search answer at most LIST_ROW_LIMIT rows
 * (best first); alerts and influencer feeds the FEED_ROW_LIMIT newest; influencer lists
 * and favourites are complete. Anonymous visitors (user_id 0) get the MASKED_TOP_ROWS best
 * rows of accumulations and holdings locked: names '***' and every other figure null
 * (market cap, ratios, flows, score, wallet counts, age, network, address), so no value of
 * a masked row can name its token by a join with another anonymous answer, where the same
 * token ranks lower, unmasked (a filtered or differently windowed call). See alerts.ts for
 * the alert masking.
 */
export const LIST_ROW_LIMIT = 100;
export const FEED_ROW_LIMIT = 200;
export const MASKED_TOP_ROWS = 3;

export const RESULT_OK = 'ok';
export const RESULT_NON_PREMIUM = 'Non-premium';

export const ResultSchema = z.enum([RESULT_OK, RESULT_NON_PREMIUM]);
export type Result = z.infer<typeof ResultSchema>;

export function listEnvelope<Row extends z.ZodMiniType>(row: Row) {
  return z.object({ result: ResultSchema, data: z.array(row) });
}

export function objectEnvelope<Data extends z.ZodMiniType>(data: Data) {
  return z.object({ result: z.literal(RESULT_OK), data });
}

/** A premium-gated object: the object, or `data: null` with 'Non-premium'. */
export function premiumObjectEnvelope<Data extends z.ZodMiniType>(data: Data) {
  return z.discriminatedUnion('result', [
    z.object({ result: z.literal(RESULT_OK), data }),
    z.object({ result: z.literal(RESULT_NON_PREMIUM), data: z.null() }),
  ]);
}

export const ActionResponseSchema = z.object({
  result: ResultSchema,
  message: z.optional(z.string()),
});
export type ActionResponse = z.infer<typeof ActionResponseSchema>;

export const ErrorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** The spec's mock-server error texts (shell §8). */
export const ERROR_MESSAGES = {
  serverError: 'Server error occurred',
  invalidCredentials: 'Invalid credentials',
  invalidOAuthParameters: 'Invalid OAuth parameters',
  tokenExchangeFailed: 'Token exchange failed',
  tokenRefreshFailed: 'Token refresh failed',
} as const;
