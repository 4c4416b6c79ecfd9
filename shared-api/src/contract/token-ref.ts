import * as z from 'zod/mini';
import { AddressSchema, CoinSchema, NetworkSchema } from './common.ts';

/** The two markets: CEX perpetual coins and DEX tokens on a network. */
export const VENUES = ['cex', 'dex'] as const;
export const VenueSchema = z.enum(VENUES, { error: `venue must be one of: ${VENUES.join(', ')}` });
export type Venue = z.infer<typeof VenueSchema>;

/**
 * A token named in a request: a CEX coin by its symbol, or a DEX token by its network and
 * contract address (the keys the Top rows and favourites already use).
 */
export const TokenRefSchema = z.discriminatedUnion(
  'venue',
  [
    z.object({ venue: z.literal('cex'), coin: CoinSchema }),
    z.object({ venue: z.literal('dex'), network: NetworkSchema, address: AddressSchema }),
  ],
  { error: "token must be { venue: 'cex', coin } or { venue: 'dex', network, address }" },
);
export type TokenRef = z.infer<typeof TokenRefSchema>;

/**
 * A token named in an answer, with what a row needs to show and link it: coin (CEX symbol,
 * null on DEX), name, ticker (the coin again on CEX), network and address (null on CEX).
 */
export const TokenIdentitySchema = z.object({
  venue: VenueSchema,
  coin: z.nullable(z.string()),
  token_name: z.string(),
  ticker: z.string(),
  network: z.nullable(NetworkSchema),
  address: z.nullable(z.string()),
});
export type TokenIdentity = z.infer<typeof TokenIdentitySchema>;

/** A smart-money wallet's address: 0x and 40 hex digits (any case). */
export const WalletAddressSchema = z
  .string({ error: 'wallet must be a string' })
  .check(
    z.trim(),
    z.regex(/^0x[0-9a-fA-F]{40}$/, 'wallet must be an address: 0x and 40 hex digits'),
  );

/** How many of a profile's trades an answer lists, newest first. */
export const PROFILE_TRADES_DEFAULT = 50;
export const PROFILE_TRADES_MAX = 200;
export const TradesLimitSchema = z
  .number({ error: 'trades_limit must be a number' })
  .check(
    z.int('trades_limit must be a whole number'),
    z.gte(1, 'trades_limit must be at least 1'),
    z.lte(PROFILE_TRADES_MAX, `trades_limit must not exceed ${PROFILE_TRADES_MAX}`),
  );
