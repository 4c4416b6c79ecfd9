import type { Network } from '../../contract/common.ts';
import type { TokenIdentity, Venue } from '../../contract/token-ref.ts';
import { tokenDisplayName, tokenIconKey } from '../format/token-name.ts';

/** A token in a research answer, ready to show and link (CEX by coin, DEX by network/address). */
export interface ResearchToken {
  venue: Venue;
  /** CEX coin symbol; null on DEX. */
  coin: string | null;
  tokenName: string;
  ticker: string;
  /** The ticker, under the name the token cells read. */
  symbol: string;
  icon: string | null;
  /** '$NAME' by the spec's fallback rule (name, ticker, shortened address). */
  displayName: string;
  network: Network | null;
  address: string | null;
  /** Unique per token: `cex:BTC` or `dex:base:0x…`, for React keys and lookups. */
  key: string;
}

export function mapResearchToken(identity: TokenIdentity): ResearchToken {
  return {
    venue: identity.venue,
    coin: identity.coin,
    tokenName: identity.token_name,
    ticker: identity.ticker,
    symbol: identity.ticker,
    icon: tokenIconKey(identity.ticker),
    displayName: tokenDisplayName({
      tokenName: identity.token_name,
      ticker: identity.ticker,
      address: identity.address,
    }),
    network: identity.network,
    address: identity.address,
    key:
      identity.venue === 'cex'
        ? `cex:${identity.coin ?? identity.ticker}`
        : `dex:${identity.network ?? ''}:${identity.address ?? ''}`,
  };
}
