import type {
  CexInfluencerRow,
  CexInfluencerTrade,
  DexInfluencerRow,
  DexInfluencerTrade,
  InfluencersListQuery,
  Network,
} from '@flowscope/shared-api/contract';
import { INFLUENCER_FEED_LIMIT } from '@flowscope/shared-api/contract';
import type { Market } from '../market/market.ts';
import { TRADE, type Influencer, type Venue } from '../market/types.ts';
import { positionDelta } from '../market/window.ts';
import { influencerStats, type InfluencerStats } from './influencer-stats.ts';
import { tradeEssentials } from './essentials.ts';
import { sig, usd } from './numbers.ts';
import { activityOf } from './trade-activity.ts';

interface ListRow {
  influencer: Influencer;
  stats: InfluencerStats;
}

function sortRows(rows: ListRow[], sortBy: InfluencersListQuery['sort_by']): void {
  const by: Record<InfluencersListQuery['sort_by'], (a: ListRow, b: ListRow) => number> = {
    popularity: (a, b) =>
      b.stats.trades - a.stats.trades || b.influencer.wallets.length - a.influencer.wallets.length,
    name: (a, b) => a.influencer.handle.localeCompare(b.influencer.handle),
    pnl: (a, b) => b.stats.pnl - a.stats.pnl,
    authority: (a, b) => b.influencer.authority - a.influencer.authority,
    wallets: (a, b) => b.influencer.wallets.length - a.influencer.wallets.length,
    trades: (a, b) => b.stats.trades - a.stats.trades,
  };
  rows.sort((a, b) => by[sortBy](a, b) || a.influencer.index - b.influencer.index);
}

/** The influencers of a venue matching a list query; `followed` holds lower-case handles. */
function listRows(
  market: Market,
  venue: Venue,
  query: InfluencersListQuery,
  now: number,
  followed: ReadonlySet<string>,
): ListRow[] {
  const stats = influencerStats(market, now);
  const needle = query.search_query?.trim().toLowerCase().replace(/^@/, '') ?? '';
  const network: Network | null = venue === 'dex' ? query.filter_network || null : null;
  const onlyFollowed =
    query.only_for_user || (query.influencers === 'followed' && followed.size > 0);
  const rows: ListRow[] = [];
  for (const influencer of market.influencers) {
    if (influencer.venue !== venue) continue;
    if (onlyFollowed && !followed.has(influencer.handle.toLowerCase())) continue;
    if (needle && !influencer.handle.toLowerCase().includes(needle)) continue;
    const own = stats[influencer.index];
    if (!own) continue;
    if (network && !own.networks.has(network)) continue;
    rows.push({ influencer, stats: own });
  }
  sortRows(rows, query.sort_by);
  return rows;
}

export function dexInfluencersList(
  market: Market,
  query: InfluencersListQuery,
  now: number,
  followed: ReadonlySet<string>,
): DexInfluencerRow[] {
  return listRows(market, 'dex', query, now, followed).map(({ influencer, stats }) => ({
    id: influencer.index + 1,
    twitter_handle: influencer.handle,
    authority: influencer.authority,
    wallets: influencer.wallets.length,
    trades: stats.trades,
    favorites: followed.has(influencer.handle.toLowerCase()),
  }));
}

export function cexInfluencersList(
  market: Market,
  query: InfluencersListQuery,
  now: number,
  followed: ReadonlySet<string>,
): CexInfluencerRow[] {
  return listRows(market, 'cex', query, now, followed).map(({ influencer, stats }) => ({
    id: influencer.index + 1,
    twitter_handle: influencer.handle,
    pnl: usd(stats.pnl),
    wallets: influencer.wallets.length,
    trades: stats.trades,
    favorites: followed.has(influencer.handle.toLowerCase()),
  }));
}

export interface FeedQuery {
  from: number;
  to: number;
  network: Network | null;
  /** Lower-case handles to keep, or null for every influencer. */
  handles: ReadonlySet<string> | null;
}

/** Walks a venue's influencer trades newest first and maps those that pass the query. */
function walkFeed<Row>(
  market: Market,
  venue: Venue,
  query: FeedQuery,
  map: (token: number, trade: number) => Row | null,
): Row[] {
  const refs = market.influencerTrades[venue];
  const rows: Row[] = [];
  for (let r = refs.length - 1; r >= 0 && rows.length < INFLUENCER_FEED_LIMIT; r -= 1) {
    const time = refs.time[r] ?? 0;
    if (time > query.to) continue;
    if (time < query.from) break;
    const row = map(refs.token[r] ?? 0, refs.trade[r] ?? 0);
    if (row) rows.push(row);
  }
  return rows;
}

function influencerOf(market: Market, wallet: number, query: FeedQuery): Influencer | null {
  const influencer = market.influencers[market.walletInfluencer[wallet] ?? -1];
  if (!influencer) return null;
  if (query.handles && !query.handles.has(influencer.handle.toLowerCase())) return null;
  return influencer;
}

/** POST /get_dex_influencers_data. */
export function dexInfluencerFeed(
  market: Market,
  query: FeedQuery,
  now: number,
): DexInfluencerTrade[] {
  const stats = influencerStats(market, now);
  return walkFeed(market, 'dex', query, (tokenIndex, i) => {
    const token = market.tokens[tokenIndex];
    const sim = market.sims[tokenIndex];
    if (!token || !sim || !token.network || !token.address) return null;
    if (query.network && token.network !== query.network) return null;
    const log = sim.log;
    const wallet = log.wallet[i] ?? 0;
    const influencer = influencerOf(market, wallet, query);
    if (!influencer) return null;
    const price = log.price[i] ?? 0;
    const qty = log.qty[i] ?? 0;
    const position = sim.book.byWallet.get(wallet);
    const pnl = position ? position.realised + position.qty * (sim.price - position.avgEntry) : 0;
    return {
      token_name: token.name,
      market_cap: token.supply === null ? null : usd(price * token.supply),
      twitter_handle: influencer.handle,
      pnl: usd(pnl),
      amount_usd: usd(qty * price),
      side: log.kind[i] === TRADE.buy ? 'buy' : 'sell',
      transaction_datetime: new Date(log.time[i] ?? 0).toISOString(),
      entry_price: sig(price),
      address: token.address,
      network: token.network,
      token_amount: sig(qty),
      balance: usd((log.posAfter[i] ?? 0) * price),
      avg_buy_size: usd(stats[influencer.index]?.avgBuySize ?? 0),
      ...tradeEssentials(market, token, now),
    };
  });
}

/** POST /get_cex_influencers_data. */
export function cexInfluencerFeed(
  market: Market,
  query: FeedQuery,
  now: number,
): CexInfluencerTrade[] {
  const stats = influencerStats(market, now);
  return walkFeed(market, 'cex', query, (tokenIndex, i) => {
    const token = market.tokens[tokenIndex];
    const sim = market.sims[tokenIndex];
    if (!token || !sim) return null;
    const log = sim.log;
    const wallet = log.wallet[i] ?? 0;
    const influencer = influencerOf(market, wallet, query);
    if (!influencer) return null;
    const kind = log.kind[i] ?? 0;
    const qty = log.qty[i] ?? 0;
    const price = log.price[i] ?? 0;
    const after = log.posAfter[i] ?? 0;
    const before = after - positionDelta('cex', kind, qty);
    const own = stats[influencer.index];
    return {
      coin: token.ticker,
      activity: activityOf(before, after),
      gain_to_pain: sig(own?.gainToPain ?? 0),
      market_cap: token.supply === null ? null : usd(price * token.supply),
      twitter_handle: influencer.handle,
      max_drawdown: sig(own?.maxDrawdown ?? 0),
      pnl: usd(own?.pnl ?? 0),
      position_type: kind === TRADE.openLong || kind === TRADE.closeLong ? 'long' : 'short',
      position_value: usd(qty * price),
      price: sig(price),
      side: kind === TRADE.openLong || kind === TRADE.closeShort ? 'buy' : 'sell',
      transaction_datetime: new Date(log.time[i] ?? 0).toISOString(),
      ...tradeEssentials(market, token, now),
    };
  });
}
