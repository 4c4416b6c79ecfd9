import type { TokenDetail } from '@flowscope/shared-api/contract';
import type { Market } from '../market/market.ts';
import type { TokenInfo } from '../market/types.ts';
import { cexEssentials } from './essentials.ts';
import { smartMoneyDetail } from './smart-money-detail.ts';

/** POST /token_detail for a CEX coin; `now` is the answer's market time (default: `to`). */
export function tokenDetail(
  market: Market,
  token: TokenInfo,
  from: number,
  to: number,
  anonymous: boolean,
  now: number = to,
): TokenDetail {
  const detail = smartMoneyDetail(market, token, from, to, anonymous, now);
  const essentials = cexEssentials(market, token, now);
  return {
    coin: token.ticker,
    token_name: token.name,
    price: detail.price,
    market_cap: detail.market_cap,
    score: detail.score,
    holdings_score: detail.holdings_score,
    smw_holdings: detail.smw_holdings,
    influencers_holdings: detail.influencers_holdings,
    influencers_in: detail.influencers_in,
    whales_holdings: detail.whales_holdings,
    series: detail.series,
    holders: detail.holders,
    price_change_24h: essentials.price_change_24h,
    volume_24h: essentials.volume_24h,
    logo_url: essentials.logo_url,
  };
}
