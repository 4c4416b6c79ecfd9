import * as z from 'zod/mini';
import { DateTimeSchema, PositionTypeSchema, UserIdSchema } from './common.ts';
import { objectEnvelope } from './envelope.ts';
import { TokenIdentitySchema, TokenRefSchema } from './token-ref.ts';

/**
 * POST /row_wallets: the smart-money wallets behind one Top row, the list its 'Wallets'
 * (or Long / Short SMW) count opens. Free to every visitor; for anonymous visitors
 * (user_id 0) every wallet reads '***' and an influencer's wallet is labelled '***', as
 * the token page's holders and the alerts' handles are masked.
 *
 * list 'accumulations' (Top Accumulations): the wallets that traded the token in the window
 * [from_datetime, to_datetime] (default the last 24 hours). Their number is the DEX row's
 * wallets_interacted; the CEX row's net_long_wallets / net_short_wallets are the wallets
 * whose direction is net_long / net_short, and its smw_change is counts.holder_change.
 * list 'holdings' (Top Holdings, token page): the wallets holding a position now; their
 * number is the CEX row's long_smw + short_smw (counts.long_holders / short_holders). The
 * window only sets their netflow, trades and realised PnL.
 *
 * The window is rounded as the Top lists round theirs (freshness steps), so the same
 * from/to sent to a Top list and here give the same counts. Unknown or not yet listed
 * tokens answer 404.
 */
export const ROW_WALLET_LISTS = ['accumulations', 'holdings'] as const;
export const RowWalletListSchema = z.enum(ROW_WALLET_LISTS, {
  error: `list must be one of: ${ROW_WALLET_LISTS.join(', ')}`,
});
export type RowWalletList = z.infer<typeof RowWalletListSchema>;

export const ROW_WALLETS_DEFAULT_HOURS = 24;

export const RowWalletsRequestSchema = z.object({
  user_id: UserIdSchema,
  token: TokenRefSchema,
  list: z._default(RowWalletListSchema, 'accumulations'),
  from_datetime: z.nullish(DateTimeSchema),
  to_datetime: z.nullish(DateTimeSchema),
});
export type RowWalletsRequest = z.input<typeof RowWalletsRequestSchema>;
export type RowWalletsQuery = z.infer<typeof RowWalletsRequestSchema>;

/**
 * How the wallet's position moved over the window, as the CEX row counts it: its position
 * after its last trade of the window against before its first (unchanged also when it did
 * not trade in the window).
 */
export const WalletDirectionSchema = z.enum(['net_long', 'net_short', 'unchanged']);
export type WalletDirection = z.infer<typeof WalletDirectionSchema>;

/**
 * One wallet. wallet: its address ('***' for anonymous visitors); label: the influencer
 * handle when the wallet is an influencer's, else null. position: USD value of its position
 * now, signed (negative = short), position_type null when flat; entry_price: average entry
 * of that position. netflow: USD it moved into the token in the window (signed); trades and
 * realised_pnl: in the window; unrealised_pnl: of the position now; pnl = realised +
 * unrealised. last_trade: its last trade at or before the window's end.
 */
export const RowWalletSchema = z.object({
  wallet: z.string(),
  label: z.nullable(z.string()),
  position_type: z.nullable(PositionTypeSchema),
  position: z.number(),
  entry_price: z.nullable(z.number()),
  netflow: z.number(),
  direction: WalletDirectionSchema,
  trades: z.int().check(z.gte(0)),
  realised_pnl: z.number(),
  unrealised_pnl: z.number(),
  pnl: z.number(),
  last_trade: z.nullable(z.string()),
});
export type RowWallet = z.infer<typeof RowWalletSchema>;

/**
 * The figures of the row the list explains. wallets: how many are listed; traded: wallets
 * that traded in the window (DEX wallets_interacted); net_long_wallets, net_short_wallets
 * and holder_change (wallets that came to hold minus wallets that closed, smw_change) over
 * the window; long_holders and short_holders now.
 */
export const RowWalletCountsSchema = z.object({
  wallets: z.int().check(z.gte(0)),
  traded: z.int().check(z.gte(0)),
  net_long_wallets: z.int().check(z.gte(0)),
  net_short_wallets: z.int().check(z.gte(0)),
  holder_change: z.int(),
  long_holders: z.int().check(z.gte(0)),
  short_holders: z.int().check(z.gte(0)),
});
export type RowWalletCounts = z.infer<typeof RowWalletCountsSchema>;

/**
 * Wallets in order: by the size of their netflow in the window (accumulations) or of their
 * position now (holdings), largest first. Every wallet is listed (a token's wallets are a
 * few dozen), so counts.wallets = wallets.length.
 */
export const RowWalletsSchema = z.object({
  token: TokenIdentitySchema,
  list: RowWalletListSchema,
  from_datetime: z.string(),
  to_datetime: z.string(),
  price: z.number(),
  counts: RowWalletCountsSchema,
  wallets: z.array(RowWalletSchema),
});
export type RowWallets = z.infer<typeof RowWalletsSchema>;
export const RowWalletsResponseSchema = objectEnvelope(RowWalletsSchema);
export type RowWalletsResponse = z.infer<typeof RowWalletsResponseSchema>;
