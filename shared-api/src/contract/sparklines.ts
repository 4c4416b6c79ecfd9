import * as z from 'zod/mini';
import {
  AddressSchema,
  CoinSchema,
  DateTimeSchema,
  NetworkSchema,
  UserIdSchema,
} from './common.ts';
import { listEnvelope } from './envelope.ts';

/**
 * POST /sparklines: the trend of a whole page of rows in ONE call (never one call per row).
 *
 * Payload: user_id, kind ('netflow' | 'holdings'), venue ('cex' | 'dex'), tokens (CEX:
 * `{ coin }`, DEX: `{ network, address }`; 1 to SPARKLINE_MAX_TOKENS of them, all of the
 * venue's kind), from_datetime, optional to_datetime (default now), optional points
 * (default SPARKLINE_POINTS).
 *
 * Send the window of the list call the rows came from: the server cuts windows as it cuts
 * the lists' (to freshness steps), so for the same window
 * - kind 'netflow': the points are the smart-money netflow (USD) of equal slices of the
 *   window and add up to the row's window figure (Top Accumulations `netflow`, Top
 *   Holdings CEX `smw_flow`, Top Holdings DEX `smw_in`) to the cent;
 * - kind 'holdings': each point is the smart-money net holdings (USD, at that moment's
 *   price) at the end of its slice, so the last one is the holdings at the window's end:
 *   the row's `holdings` when the window ends now, as the Top screens' periods do.
 * Both hold for answers made at the same market moment; a list answer shared within a
 * freshness step may be up to one step (30 s) older than a sparkline answer made later.
 *
 * The answer has one item per distinct known token, in the order sent; tokens the market does
 * not know (or not yet listed) are left out. Anonymous visitors may call it: like search and
 * the token pages, it answers only for tokens the caller names.
 */
export const SPARKLINE_POINTS = 24;
export const SPARKLINE_MIN_POINTS = 2;
export const SPARKLINE_MAX_POINTS = 96;
/** The largest page of rows (LIST_ROW_LIMIT) fits in one call. */
export const SPARKLINE_MAX_TOKENS = 100;

export const SPARKLINE_KINDS = ['netflow', 'holdings'] as const;
export const SparklineKindSchema = z.enum(SPARKLINE_KINDS, {
  error: `kind must be one of: ${SPARKLINE_KINDS.join(', ')}`,
});
export type SparklineKind = z.infer<typeof SparklineKindSchema>;

export const CexSparklineTokenSchema = z.object({ coin: CoinSchema });
export const DexSparklineTokenSchema = z.object({ network: NetworkSchema, address: AddressSchema });
export type CexSparklineToken = z.infer<typeof CexSparklineTokenSchema>;
export type DexSparklineToken = z.infer<typeof DexSparklineTokenSchema>;

function tokenList<T extends z.ZodMiniType>(token: T) {
  return z
    .array(token, { error: 'tokens must be a list' })
    .check(
      z.minLength(1, 'tokens must name at least one token'),
      z.maxLength(SPARKLINE_MAX_TOKENS, `tokens must name at most ${SPARKLINE_MAX_TOKENS} tokens`),
    );
}

const sparklineCommon = {
  user_id: UserIdSchema,
  kind: SparklineKindSchema,
  from_datetime: DateTimeSchema,
  to_datetime: z.nullish(DateTimeSchema),
  points: z._default(
    z
      .number({ error: 'points must be a number' })
      .check(
        z.int('points must be a whole number'),
        z.gte(SPARKLINE_MIN_POINTS, `points must be at least ${SPARKLINE_MIN_POINTS}`),
        z.lte(SPARKLINE_MAX_POINTS, `points must be at most ${SPARKLINE_MAX_POINTS}`),
      ),
    SPARKLINE_POINTS,
  ),
};

export const SparklinesRequestSchema = z.discriminatedUnion(
  'venue',
  [
    z.object({
      ...sparklineCommon,
      venue: z.literal('cex'),
      tokens: tokenList(CexSparklineTokenSchema),
    }),
    z.object({
      ...sparklineCommon,
      venue: z.literal('dex'),
      tokens: tokenList(DexSparklineTokenSchema),
    }),
  ],
  { error: "venue must be 'cex' or 'dex'" },
);
export type SparklinesRequest = z.input<typeof SparklinesRequestSchema>;
export type SparklinesQuery = z.infer<typeof SparklinesRequestSchema>;

/** One point: the slice's end (never after the answer was made) and its value in USD. */
export const SparklinePointSchema = z.object({
  timestamp: z.string(),
  value: z.number(),
});
export type SparklinePoint = z.infer<typeof SparklinePointSchema>;

/**
 * One token's sparkline. CEX items name the coin, DEX items the network and address (the
 * canonical spelling, which may differ in case from what was sent for EVM addresses).
 */
export const SparklineSchema = z.object({
  coin: z.optional(z.string()),
  network: z.optional(NetworkSchema),
  address: z.optional(z.string()),
  points: z.array(SparklinePointSchema),
});
export type Sparkline = z.infer<typeof SparklineSchema>;
export const SparklinesResponseSchema = listEnvelope(SparklineSchema);
export type SparklinesResponse = z.infer<typeof SparklinesResponseSchema>;
