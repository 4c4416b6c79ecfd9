import {
  CEX_NETWORK,
  LIST_ROW_LIMIT,
  SEARCH_OR_OPERATOR,
  type SearchResult,
} from '@flowscope/shared-api/contract';
import { DAY } from '../market/catalog.ts';
import type { Market } from '../market/market.ts';
import type { TokenInfo } from '../market/types.ts';
import { netflowOf, netQtyOf } from '../market/window.ts';
import { essentialsOf } from './essentials.ts';
import { ratio, usd } from './numbers.ts';
import { queryTerms, SearchIndex, stem } from './search-index.ts';

const SEARCH_LIMIT = LIST_ROW_LIMIT;
/** Share of query terms a token must match to be a result. */
const MIN_TERM_SHARE = 0.5;

const indexes = new WeakMap<Market, SearchIndex>();

function indexOf(market: Market): SearchIndex {
  let index = indexes.get(market);
  if (!index) {
    index = new SearchIndex(market.tokens);
    indexes.set(market, index);
  }
  return index;
}

/** Relevance of every matching token for one alternative of the query, in (0, 1]. */
function scoreAlternative(index: SearchIndex, text: string): Map<number, number> {
  const scores = new Map<number, number>();
  const raise = (i: number, score: number): void => {
    if ((scores.get(i) ?? 0) < score) scores.set(i, score);
  };
  const trimmed = text.trim();
  for (const i of index.addressMatches(trimmed)) raise(i, trimmed.length >= 30 ? 1 : 0.9);
  const lower = trimmed.toLowerCase();
  const terms = queryTerms(trimmed);
  if (terms.length === 0) return scores;
  const matched = new Map<number, number>();
  for (const term of terms) {
    for (const i of index.candidates(term)) {
      const entry = index.entries[i];
      if (!entry) continue;
      // An exact word counts fully; a word that only starts with the term counts 0.8.
      const exact = entry.terms.get(term);
      let weight = exact ?? 0;
      if (exact === undefined) {
        for (const [key, w] of entry.terms)
          if (key.startsWith(term)) weight = Math.max(weight, w * 0.8);
      }
      matched.set(i, (matched.get(i) ?? 0) + weight);
    }
  }
  for (const [i, weight] of matched) {
    const entry = index.entries[i];
    if (!entry) continue;
    const share = weight / terms.length;
    if (share < MIN_TERM_SHARE) continue;
    let score = 0.9 * share;
    if (entry.tickerLower === lower) score = 1;
    else if (entry.nameLower === lower) score = 0.98;
    else if (stem(lower) === stem(entry.tickerLower)) score = Math.max(score, 0.95);
    raise(i, score);
  }
  return scores;
}

/** Smart-money position in token units: DEX holdings, CEX net long minus short. */
function heldQty(market: Market, token: TokenInfo): number {
  const book = market.sim(token).book;
  return token.venue === 'dex' ? book.longQty : book.longQty - book.shortQty;
}

/**
 * POST /search: names, tickers, addresses, keywords and topics; ' OR ' joins
 * alternatives and a token keeps its best relevance. Best match first, then the largest
 * smart-money holdings. Empty query: no results.
 */
export function search(
  market: Market,
  query: string,
  now: number,
  anonymous: boolean,
  isFavorite: (venue: 'cex' | 'dex', key: string) => boolean,
): SearchResult[] {
  const text = query.trim();
  if (text === '') return [];
  const index = indexOf(market);
  const relevance = new Map<number, number>();
  for (const alternative of text.split(new RegExp(`\\s+${SEARCH_OR_OPERATOR}\\s+`, 'i'))) {
    for (const [i, score] of scoreAlternative(index, alternative)) {
      if ((relevance.get(i) ?? 0) < score) relevance.set(i, score);
    }
  }
  // Rank on relevance and current holdings (cheap), then build the winners' rows.
  const ranked: { index: number; score: number; holdings: number }[] = [];
  for (const [index, score] of relevance) {
    const token = market.tokens[index];
    if (!token || !market.isListed(token, now)) continue;
    ranked.push({ index, score, holdings: heldQty(market, token) * market.price(token) });
  }
  ranked.sort((a, b) => b.score - a.score || b.holdings - a.holdings);
  const rows: { row: SearchResult; holdings: number }[] = [];
  for (const { index, score, holdings } of ranked.slice(0, SEARCH_LIMIT)) {
    const token = market.tokens[index];
    if (!token) continue;
    const sim = market.sim(token);
    const week = market.scanner.scan(sim.log, token.venue, now - 7 * DAY, now);
    // Holdings a week ago: today's quantity minus the week's net quantity, at that day's price.
    const holdingsWeekAgo =
      (heldQty(market, token) - netQtyOf(week)) * sim.log.priceAt(now - 7 * DAY, token.startPrice);
    const cap = market.marketCap(token);
    const key = token.venue === 'cex' ? token.ticker : `${token.network}:${token.address}`;
    rows.push({
      holdings,
      row: {
        token_name: token.name,
        ticker: token.ticker,
        network: token.network ?? CEX_NETWORK,
        address: token.address,
        market_cap: cap === null ? null : usd(cap),
        smw_in: usd(netflowOf(week)),
        smw_holdings: usd(holdings),
        wow_change: holdingsWeekAgo > 0 ? ratio(holdings - holdingsWeekAgo, holdingsWeekAgo) : null,
        relevance: Math.round(score * 1000) / 1000,
        favorites: !anonymous && isFavorite(token.venue, key),
        ...essentialsOf(market, token, now),
      },
    });
  }
  // Search results are not masked: the visitor named the token themselves.
  return rows.slice(0, SEARCH_LIMIT).map((entry) => entry.row);
}
