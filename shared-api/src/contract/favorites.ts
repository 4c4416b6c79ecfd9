import * as z from 'zod/mini';
import { AddressSchema, CoinSchema, NetworkSchema, UserIdSchema } from './common.ts';
import { ActionResponseSchema, listEnvelope } from './envelope.ts';
import { CEX_ESSENTIALS, DEX_ESSENTIALS } from './essentials.ts';

/** POST /get_cex_favorites and POST /get_dex_favorites. */
export const GetFavoritesRequestSchema = z.object({ user_id: UserIdSchema });
export type GetFavoritesRequest = z.input<typeof GetFavoritesRequestSchema>;

/** POST /add_to_cex_favorites and POST /remove_from_cex_favorites. */
export const CexFavoriteRequestSchema = z.object({ user_id: UserIdSchema, coin: CoinSchema });
export type CexFavoriteRequest = z.input<typeof CexFavoriteRequestSchema>;

/** POST /add_to_dex_favorites and POST /remove_from_dex_favorites. A token is (network, address). */
export const DexFavoriteRequestSchema = z.object({
  user_id: UserIdSchema,
  token_name: z._default(z.string().check(z.maxLength(200, 'token_name is too long')), ''),
  address: AddressSchema,
  network: z._default(NetworkSchema, 'ethereum'),
});
export type DexFavoriteRequest = z.input<typeof DexFavoriteRequestSchema>;

/**
 * Favourite (data-screens §3). score is the current score (last 4 hours), score_1d /
 * score_7d / score_30d the score over the last 1, 7 and 30 days. holdings: USD value
 * of smart-money positions now; smw_holding: number of smart-money wallets holding it.
 * Market essentials optional, see essentials.ts (DEX favourites add liquidity, holders, risk).
 */
const favoriteScores = {
  market_cap: z.nullable(z.number()),
  holdings: z.number(),
  smw_holding: z.int(),
  score: z.number(),
  score_1d: z.number(),
  score_7d: z.number(),
  score_30d: z.number(),
};

/** CEX favourite: coin is the symbol, token_name its full name. */
export const CexFavoriteSchema = z.object({
  coin: z.string(),
  token_name: z.string(),
  ...favoriteScores,
  ...CEX_ESSENTIALS,
});
export type CexFavorite = z.infer<typeof CexFavoriteSchema>;

/** DEX favourite: token is the ticker; (network, address) identify it. */
export const DexFavoriteSchema = z.object({
  token_name: z.string(),
  token: z.string(),
  network: NetworkSchema,
  address: z.string(),
  ...favoriteScores,
  ...DEX_ESSENTIALS,
});
export type DexFavorite = z.infer<typeof DexFavoriteSchema>;

export const CexFavoritesResponseSchema = listEnvelope(CexFavoriteSchema);
export type CexFavoritesResponse = z.infer<typeof CexFavoritesResponseSchema>;
export const DexFavoritesResponseSchema = listEnvelope(DexFavoriteSchema);
export type DexFavoritesResponse = z.infer<typeof DexFavoritesResponseSchema>;

/** Add and remove answer the action envelope; adds need premium. */
export const FavoriteActionResponseSchema = ActionResponseSchema;
export type FavoriteActionResponse = z.infer<typeof FavoriteActionResponseSchema>;
