import * as z from 'zod/mini';
import { TwitterHandleSchema, UserIdSchema } from './common.ts';
import { premiumObjectEnvelope } from './envelope.ts';
import {
  PROFILE_TRADES_DEFAULT,
  TokenIdentitySchema,
  TradesLimitSchema,
  VenueSchema,
} from './token-ref.ts';
import {
  PnlSummaryFields,
  ProfilePeriodRequestFields,
  WalletHoldingSchema,
  WalletTradeSchema,
} from './wallet-activity.ts';

/** The most traded tokens a profile lists. */
export const MOST_TRADED_LIMIT = 10;

/**
 * POST /influencer_profile: an influencer's trading over all their wallets, opened from a
 * handle on the feeds or Manage Following. Needs premium, as the influencer feeds and lists
 * do: others (anonymous visitors too) get `{ result: 'Non-premium', data: null }`. A
 * handle unknown on that venue answers 404. Period and trades_limit as in /wallet_profile.
 */
export const InfluencerProfileRequestSchema = z.object({
  user_id: UserIdSchema,
  venue: VenueSchema,
  twitter_handle: TwitterHandleSchema,
  ...ProfilePeriodRequestFields,
  trades_limit: z._default(TradesLimitSchema, PROFILE_TRADES_DEFAULT),
});
export type InfluencerProfileRequest = z.input<typeof InfluencerProfileRequestSchema>;
export type InfluencerProfileQuery = z.infer<typeof InfluencerProfileRequestSchema>;

/**
 * A point of the PnL curve: the realised PnL accumulated from the period's start to
 * timestamp (a bucket's end: hourly up to 7 days, else 4-hourly; the last one the period's
 * end). The last point's pnl is realised_pnl.
 */
export const PnlPointSchema = z.object({ timestamp: z.string(), pnl: z.number() });
export type PnlPoint = z.infer<typeof PnlPointSchema>;

/** A token among the most traded in the period: trades, USD volume and realised PnL. */
export const MostTradedTokenSchema = z.object({
  token: TokenIdentitySchema,
  trades: z.int().check(z.gte(0)),
  volume: z.number(),
  realised_pnl: z.number(),
});
export type MostTradedToken = z.infer<typeof MostTradedTokenSchema>;

/**
 * The profile. authority: 0-100 (the DEX list's Authority); wallets: their addresses;
 * followed: whether the signed-in user follows them on this venue. gain_to_pain (sum of the
 * period's realised gains / losses, 99 without a loss) and max_drawdown (0-1, of the
 * realised PnL curve against capital plus peak) are figured as the CEX feed figures them
 * over 30 days. open_positions: every position open now, largest value first; trades: the
 * newest trades_limit trades of the period; most_traded: by trades, then volume, at most
 * MOST_TRADED_LIMIT. See wallet-activity.ts for the PnL figures.
 */
export const InfluencerProfileSchema = z.object({
  twitter_handle: z.string(),
  venue: VenueSchema,
  authority: z.number(),
  wallets: z.array(z.string()),
  followed: z.boolean(),
  from_datetime: z.string(),
  to_datetime: z.string(),
  ...PnlSummaryFields,
  gain_to_pain: z.number(),
  max_drawdown: z.number(),
  pnl_curve: z.array(PnlPointSchema),
  open_positions: z.array(WalletHoldingSchema),
  trades: z.array(WalletTradeSchema),
  most_traded: z.array(MostTradedTokenSchema),
});
export type InfluencerProfile = z.infer<typeof InfluencerProfileSchema>;
export const InfluencerProfileResponseSchema = premiumObjectEnvelope(InfluencerProfileSchema);
export type InfluencerProfileResponse = z.infer<typeof InfluencerProfileResponseSchema>;
