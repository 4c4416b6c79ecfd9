import * as z from 'zod/mini';
import { DateTimeSchema, UserIdSchema } from './common.ts';
import { objectEnvelope } from './envelope.ts';
import { VenueSchema, type Venue } from './token-ref.ts';

/**
 * Signal track record: what the price did after each alpha signal (CEX and DEX).
 *
 * A signal's return after h hours is price(t + h) / price(t) − 1, a ratio (0.124 = +12.4 %),
 * where t is the signal's time and price(x) the token's last traded price at or before x;
 * null while t + h is still to come. The alerts carry them as `returns` (optional).
 */
export const SIGNAL_HORIZONS = ['h1', 'h4', 'h24'] as const;
export const SignalHorizonSchema = z.enum(SIGNAL_HORIZONS);
export type SignalHorizon = z.infer<typeof SignalHorizonSchema>;
export const SIGNAL_HORIZON_HOURS: Record<SignalHorizon, number> = { h1: 1, h4: 4, h24: 24 };

export const SignalReturnsSchema = z.object({
  h1: z.nullable(z.number()),
  h4: z.nullable(z.number()),
  h24: z.nullable(z.number()),
});
export type SignalReturns = z.infer<typeof SignalReturnsSchema>;

/**
 * Score bands: the spec's score ratings (data-screens §9). CEX excellent ≥ 90, very-good
 * ≥ 80, good ≥ 70, fair ≥ 60, else poor; DEX excellent ≥ 80, good ≥ 60, fair ≥ 40, else
 * poor. The names are core's ScoreRating, so its labels apply.
 */
export const SCORE_BANDS = ['excellent', 'very-good', 'good', 'fair', 'poor'] as const;
export const ScoreBandSchema = z.enum(SCORE_BANDS);
export type ScoreBand = z.infer<typeof ScoreBandSchema>;

/** Lowest score of each band but poor, best first. */
export const SCORE_BAND_MINIMUMS: Record<Venue, readonly (readonly [ScoreBand, number])[]> = {
  cex: [
    ['excellent', 90],
    ['very-good', 80],
    ['good', 70],
    ['fair', 60],
  ],
  dex: [
    ['excellent', 80],
    ['good', 60],
    ['fair', 40],
  ],
};

/** The bands of a venue, best first. */
export function scoreBandsOf(venue: Venue): ScoreBand[] {
  return [...SCORE_BAND_MINIMUMS[venue].map(([band]) => band), 'poor'];
}

export function scoreBand(venue: Venue, score: number): ScoreBand {
  return SCORE_BAND_MINIMUMS[venue].find(([, minimum]) => score >= minimum)?.[0] ?? 'poor';
}

export const TRACK_RECORD_DEFAULT_DAYS = 30;

/**
 * POST /signal_track_record: every signal raised in [from_datetime, to_datetime] (default
 * the last 30 days), of one venue or (venue absent) both. Free to every visitor: it names
 * no token or influencer.
 */
export const SignalTrackRecordRequestSchema = z.object({
  user_id: UserIdSchema,
  venue: z.nullish(VenueSchema),
  from_datetime: z.nullish(DateTimeSchema),
  to_datetime: z.nullish(DateTimeSchema),
});
export type SignalTrackRecordRequest = z.input<typeof SignalTrackRecordRequestSchema>;
export type SignalTrackRecordQuery = z.infer<typeof SignalTrackRecordRequestSchema>;

/**
 * One cell of the record: the signals of a venue and score band, at one horizon.
 * signals: raised in the period in the band; measured: those whose horizon has come (the
 * others have no return yet); hits: measured ones whose price rose (return > 0);
 * hit_rate = hits / measured; median_return and mean_return over the measured ones. The
 * rates and returns are null when nothing was measured.
 */
export const TrackRecordCellSchema = z.object({
  venue: VenueSchema,
  band: ScoreBandSchema,
  horizon: SignalHorizonSchema,
  signals: z.int().check(z.gte(0)),
  measured: z.int().check(z.gte(0)),
  hits: z.int().check(z.gte(0)),
  hit_rate: z.nullable(z.number().check(z.gte(0), z.lte(1))),
  median_return: z.nullable(z.number()),
  mean_return: z.nullable(z.number()),
});
export type TrackRecordCell = z.infer<typeof TrackRecordCellSchema>;

/**
 * The record. totals: signals per venue in the period. cells: for each venue asked, each of
 * its bands (best first) and each horizon, so a venue's cells at one horizon add up to its
 * total.
 */
export const SignalTrackRecordSchema = z.object({
  from_datetime: z.string(),
  to_datetime: z.string(),
  totals: z.array(z.object({ venue: VenueSchema, signals: z.int().check(z.gte(0)) })),
  cells: z.array(TrackRecordCellSchema),
});
export type SignalTrackRecord = z.infer<typeof SignalTrackRecordSchema>;
export const SignalTrackRecordResponseSchema = objectEnvelope(SignalTrackRecordSchema);
export type SignalTrackRecordResponse = z.infer<typeof SignalTrackRecordResponseSchema>;
