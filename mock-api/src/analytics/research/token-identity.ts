import type { TokenIdentity, TokenRef } from '@flowscope/shared-api/contract';
import type { Market } from '../../market/market.ts';
import type { TokenInfo } from '../../market/types.ts';

/** How an answer names a token (coin for CEX; network and address for DEX). */
export function identityOf(token: TokenInfo): TokenIdentity {
  return {
    venue: token.venue,
    coin: token.venue === 'cex' ? token.ticker : null,
    token_name: token.name,
    ticker: token.ticker,
    network: token.network,
    address: token.address,
  };
}

/** The token a request names, if the market lists it at `now`. */
export function findToken(market: Market, ref: TokenRef, now: number): TokenInfo | undefined {
  const token =
    ref.venue === 'cex'
      ? market.byCoin.get(ref.coin.toUpperCase())
      : market.dexToken(ref.network, ref.address);
  return token && market.isListed(token, now) ? token : undefined;
}

/** The words a 404 uses for a token a request names. */
export function describeTokenRef(ref: TokenRef): string {
  return ref.venue === 'cex' ? `coin ${ref.coin}` : `DEX token ${ref.network}/${ref.address}`;
}
