import * as z from 'zod/mini';
import { UserIdSchema } from './common.ts';
import { premiumObjectEnvelope } from './envelope.ts';
import {
  PROFILE_TRADES_DEFAULT,
  TokenIdentitySchema,
  TokenRefSchema,
  TradesLimitSchema,
  VenueSchema,
  WalletAddressSchema,
} from './token-ref.ts';
import {
  PnlSummaryFields,
  ProfilePeriodRequestFields,
  WalletHoldingSchema,
  WalletTradeSchema,
} from './wallet-activity.ts';

/** Tokens a wallet profile can be compared with at most (a Top list answers 100 rows). */
export const COMMON_WITH_MAX = 200;

/**
 * POST /wallet_profile: one smart-money wallet, opened from a row's wallet list or a token
 * page's holders. Needs premium, as the influencer feeds do: others (anonymous visitors
 * too) get `{ result: 'Non-premium', data: null }`. An address the market does not know
 * answers 404.
 *
 * The period [from_datetime, to_datetime] defaults to the last 30 days. trades_limit
 * (default 50, at most 200) caps the trades listed, newest first; the PnL figures count
 * every trade of the period. common_with (optional): tokens to compare with, e.g. the rows
 * of the Top list the wallet was opened from.
 */
export const WalletProfileRequestSchema = z.object({
  user_id: UserIdSchema,
  wallet: WalletAddressSchema,
  ...ProfilePeriodRequestFields,
  trades_limit: z._default(TradesLimitSchema, PROFILE_TRADES_DEFAULT),
  common_with: z.nullish(
    z
      .array(TokenRefSchema)
      .check(
        z.maxLength(
          COMMON_WITH_MAX,
          `common_with must not list more than ${COMMON_WITH_MAX} tokens`,
        ),
      ),
  ),
});
export type WalletProfileRequest = z.input<typeof WalletProfileRequestSchema>;
export type WalletProfileQuery = z.infer<typeof WalletProfileRequestSchema>;

/**
 * A token of common_with that the wallet holds now or traded in the period: value of its
 * position now (USD, signed; 0 when flat) and its trades in the period.
 */
export const CommonTokenSchema = z.object({
  token: TokenIdentitySchema,
  value: z.number(),
  trades: z.int().check(z.gte(0)),
});
export type CommonToken = z.infer<typeof CommonTokenSchema>;

/**
 * The profile. label: the handle of the influencer who owns the wallet (influencer_venue
 * their market), else null. holdings: every open position now, largest value first;
 * holdings_value: their signed total. trades: the period's newest trades_limit trades.
 * tokens_traded: distinct tokens traded in the period. common_tokens: in common_with order;
 * [] without common_with. See wallet-activity.ts for the PnL figures.
 */
export const WalletProfileSchema = z.object({
  wallet: z.string(),
  label: z.nullable(z.string()),
  influencer_venue: z.nullable(VenueSchema),
  from_datetime: z.string(),
  to_datetime: z.string(),
  holdings_value: z.number(),
  holdings: z.array(WalletHoldingSchema),
  trades: z.array(WalletTradeSchema),
  ...PnlSummaryFields,
  tokens_traded: z.int().check(z.gte(0)),
  common_tokens: z.array(CommonTokenSchema),
});
export type WalletProfile = z.infer<typeof WalletProfileSchema>;
export const WalletProfileResponseSchema = premiumObjectEnvelope(WalletProfileSchema);
export type WalletProfileResponse = z.infer<typeof WalletProfileResponseSchema>;
