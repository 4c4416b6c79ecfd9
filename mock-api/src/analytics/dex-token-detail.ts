import { logoPath, type DexTokenDetail } from '@flowscope/shared-api/contract';
import { essentialsAt } from '../market/essentials.ts';
import type { Market } from '../market/market.ts';
import type { TokenInfo } from '../market/types.ts';
import { riskOf } from './essentials.ts';
import { logoKey } from './logo-key.ts';
import { sig, usd } from './numbers.ts';
import { smartMoneyDetail } from './smart-money-detail.ts';

/**
 * POST /dex_token_detail: a DEX token's page over [from, to] at market time `now`. The
 * essentials are the lists' (analytics/essentials.ts) and the smart-money figures the
 * CEX page's, so the row a trader clicked and this page agree.
 */
export function dexTokenDetail(
  market: Market,
  token: TokenInfo,
  window: { from: number; to: number; now: number },
  viewer: { anonymous: boolean; favorite: boolean },
): DexTokenDetail {
  const { from, to, now } = window;
  const essentials = essentialsAt(market, token, now);
  const dex = essentials.dex;
  if (!dex || !token.network || !token.address) throw new Error(`not a DEX token: ${token.index}`);
  const detail = smartMoneyDetail(market, token, from, to, viewer.anonymous, now);
  return {
    token_name: token.name,
    ticker: token.ticker,
    network: token.network,
    address: token.address,
    logo_url: logoPath(logoKey(token)),
    launched_when: new Date(token.launchedAt).toISOString(),
    days_old: Math.round(market.ageDays(token, now) * 100) / 100,
    favorites: !viewer.anonymous && viewer.favorite,
    price: detail.price,
    price_change_24h: sig(essentials.priceChange24h),
    volume_24h: usd(essentials.volume24h),
    liquidity: usd(dex.liquidity),
    holders: dex.holders,
    market_cap: detail.market_cap,
    risk: riskOf(dex.risk),
    score: detail.score,
    holdings_score: detail.holdings_score,
    netflow: detail.netflow,
    wallets_interacted: detail.wallets_interacted,
    smw_holdings: detail.smw_holdings,
    influencers_holdings: detail.influencers_holdings,
    influencers_in: detail.influencers_in,
    whales_holdings: detail.whales_holdings,
    series: detail.series,
    smw_holders: detail.holders,
  };
}
