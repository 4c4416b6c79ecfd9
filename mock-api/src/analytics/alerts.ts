import {
  formatInfluencerEntry,
  INFLUENCER_ENTRY_SEPARATOR,
  type CexAlert,
  type CexAlertsQuery,
  type DexAlert,
  type DexAlertsQuery,
  type InfluencerDataKind,
} from '@flowscope/shared-api/contract';
import type { Market } from '../market/market.ts';
import type { Signal } from '../market/signals.ts';
import type { ListContext } from './accumulations.ts';
import { cexEssentials, dexEssentials } from './essentials.ts';
import { capWithin, FEED_LIMIT, MASKED_NAME, passesTokenFilter } from './listing.ts';
import { passesMinActiveWallets } from './min-active-wallets.ts';
import { ratio, sigOrNull, usd } from './numbers.ts';
import { signalReturns } from './research/signal-returns.ts';

/** Signals with from <= time <= to, newest first, that pass `keep`, at most FEED_LIMIT. */
function recentSignals(
  signals: readonly Signal[],
  from: number,
  to: number,
  keep: (signal: Signal) => boolean,
): Signal[] {
  let lo = 0;
  let hi = signals.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((signals[mid]?.time ?? 0) <= to) lo = mid + 1;
    else hi = mid;
  }
  const out: Signal[] = [];
  for (let i = lo - 1; i >= 0 && out.length < FEED_LIMIT; i -= 1) {
    const signal = signals[i];
    if (!signal || signal.time < from) break;
    if (keep(signal)) out.push(signal);
  }
  return out;
}

function influencersData(
  market: Market,
  signal: Signal,
  kind: InfluencerDataKind,
  anonymous: boolean,
): string {
  return signal.influencers
    .map((entry) => {
      const name = anonymous
        ? MASKED_NAME
        : (market.influencers[entry.influencer]?.handle ?? MASKED_NAME);
      return formatInfluencerEntry(kind, name, entry.score, entry.position);
    })
    .join(INFLUENCER_ENTRY_SEPARATOR);
}

/** Anonymous masking: the first record carries no timestamp (the client's masked-preview cue). */
function timestampOf(signal: Signal, index: number, anonymous: boolean): string | null {
  return anonymous && index === 0 ? null : new Date(signal.time).toISOString();
}

/** The alert call's max cap has no default: any max sent is a bound. */
const NO_CAP_BOUND = { min: 0, max: Number.POSITIVE_INFINITY };

/** POST /get_dex_alerts. */
export function dexAlerts(market: Market, query: DexAlertsQuery, ctx: ListContext): DexAlert[] {
  const network = query.filter_network || null;
  const maxCap = query.max_market_cap ?? null;
  const signals = recentSignals(market.signals.dex, ctx.from, ctx.to, (signal) => {
    const token = market.tokens[signal.token];
    if (!token) return false;
    if (network && token.network !== network) return false;
    if (!passesMinActiveWallets(signal.wallets, query.min_active_wallets)) return false;
    if (maxCap !== null && !capWithin(signal.marketCap, { min: 0, max: maxCap }, NO_CAP_BOUND))
      return false;
    return passesTokenFilter(query.token_filter, market.ageDays(token, ctx.now), signal.netflow);
  });
  return signals.map((signal, index) => {
    const token = market.tokens[signal.token];
    if (!token) throw new Error('signal without token');
    return {
      token_name: token.name,
      score: signal.score,
      timestamp: timestampOf(signal, index, ctx.anonymous),
      netflow: usd(signal.netflow),
      network: token.network ?? 'ethereum',
      sell_volume: usd(signal.sellUsd),
      buy_volume: usd(signal.buyUsd),
      influencers_in: signal.influencers.length,
      launched_when: new Date(token.launchedAt).toISOString(),
      market_cap: signal.marketCap === null ? null : usd(signal.marketCap),
      ticker: token.ticker,
      wallets_interacted: signal.wallets,
      influencers_data: influencersData(market, signal, 'dex', ctx.anonymous),
      address: token.address,
      avg_entry_price: sigOrNull(signal.avgEntry),
      returns: signalReturns(market, signal, ctx.now),
      ...dexEssentials(market, token, ctx.now),
    };
  });
}

/** POST /get_cex_alerts. */
export function cexAlerts(market: Market, query: CexAlertsQuery, ctx: ListContext): CexAlert[] {
  const signals = recentSignals(market.signals.cex, ctx.from, ctx.to, (signal) =>
    passesMinActiveWallets(signal.wallets, query.min_active_wallets),
  );
  return signals.map((signal, index) => {
    const token = market.tokens[signal.token];
    if (!token) throw new Error('signal without token');
    return {
      coin: token.ticker,
      score: signal.score,
      shorts_opened: signal.shortsOpened,
      wallets_interacted: signal.wallets,
      timestamp: timestampOf(signal, index, ctx.anonymous),
      smw_flow: signal.smwFlow,
      netflow: usd(signal.netflow),
      amount_bought: usd(signal.buyUsd),
      amount_sold: usd(signal.shortOpenUsd),
      short_entry_price: sigOrNull(signal.shortEntry),
      long_entry_price: sigOrNull(signal.avgEntry),
      influencers_data: influencersData(market, signal, 'cex', ctx.anonymous),
      market_cap: signal.marketCap === null ? null : usd(signal.marketCap),
      holdings: usd(signal.holdings),
      holdings_vs_mkt_cap: ratio(signal.holdings, signal.marketCap),
      returns: signalReturns(market, signal, ctx.now),
      ...cexEssentials(market, token, ctx.now),
    };
  });
}
