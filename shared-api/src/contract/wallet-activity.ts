import * as z from 'zod/mini';
import { DateTimeSchema, PositionTypeSchema, SideSchema } from './common.ts';
import { TokenIdentitySchema } from './token-ref.ts';

/**
 * What the research calls (wallet and influencer profiles) say about a wallet's positions
 * and trades. Money is USD; prices are per token; quantities are token units.
 */

/** The period of a profile: [from_datetime, to_datetime], by default the last 30 days. */
export const PROFILE_DEFAULT_DAYS = 30;

export const ProfilePeriodRequestFields = {
  from_datetime: z.nullish(DateTimeSchema),
  to_datetime: z.nullish(DateTimeSchema),
};

/**
 * One open position now. quantity and value are signed (negative = short, CEX only);
 * value = quantity × price; unrealised_pnl = quantity × (price − entry_price). These are
 * the very figures the token page's SMW Holders tab lists for the wallet.
 */
export const WalletHoldingSchema = z.object({
  wallet: z.string(),
  token: TokenIdentitySchema,
  position_type: PositionTypeSchema,
  quantity: z.number(),
  value: z.number(),
  price: z.number(),
  entry_price: z.nullable(z.number()),
  unrealised_pnl: z.number(),
});
export type WalletHolding = z.infer<typeof WalletHoldingSchema>;

export const TRADE_ACTIVITIES = ['Opened', 'Increased', 'Reduced', 'Closed'] as const;
export const TradeActivitySchema = z.enum(TRADE_ACTIVITIES);
export type TradeActivity = z.infer<typeof TradeActivitySchema>;

/**
 * One trade. side: buy raises the position (DEX buy, CEX long opened or short closed),
 * sell lowers it. position_type: the CEX side the trade acted on, null on DEX. activity as
 * in the CEX influencer feed. value = quantity × price; realised_pnl is what the closing
 * part of the trade realised (0 for a buy or an open).
 */
export const WalletTradeSchema = z.object({
  wallet: z.string(),
  token: TokenIdentitySchema,
  side: SideSchema,
  position_type: z.nullable(PositionTypeSchema),
  activity: TradeActivitySchema,
  quantity: z.number(),
  price: z.number(),
  value: z.number(),
  realised_pnl: z.number(),
  timestamp: z.string(),
});
export type WalletTrade = z.infer<typeof WalletTradeSchema>;

/**
 * The period's PnL and hit rate, the same for a wallet and an influencer (all their wallets):
 * - realised_pnl: the sum of realised_pnl over the period's trades;
 * - unrealised_pnl: the open positions (now) in the tokens traded in the period, at the
 *   current price against their entry (so a position bought before the period and left alone
 *   does not count in the period's PnL; it still shows among the holdings);
 * - pnl = realised_pnl + unrealised_pnl (for an influencer and 30 days: the PNL of Manage
 *   Following's list);
 * - trades: trades in the period; closed_trades: those that realised PnL (a DEX sell, a CEX
 *   long or short closed or reduced); winning_trades: closed trades with a profit;
 *   win_rate = winning_trades / closed_trades, null without a closed trade.
 */
export const PnlSummaryFields = {
  realised_pnl: z.number(),
  unrealised_pnl: z.number(),
  pnl: z.number(),
  trades_total: z.int().check(z.gte(0)),
  closed_trades: z.int().check(z.gte(0)),
  winning_trades: z.int().check(z.gte(0)),
  win_rate: z.nullable(z.number().check(z.gte(0), z.lte(1))),
};
