import type { Market } from '../../market/market.ts';
import type { WalletInfo } from '../../market/types.ts';

interface WalletIndex {
  /** Tokens whose pool holds the wallet: the only tokens it ever trades. */
  tokens: Int32Array[];
  /** Wallets by lower-case address. */
  byAddress: Map<string, WalletInfo>;
}

const indexes = new WeakMap<Market, WalletIndex>();

/** Built once per market: pools and addresses never change. */
function indexOf(market: Market): WalletIndex {
  let index = indexes.get(market);
  if (index) return index;
  const lists: number[][] = market.wallets.map(() => []);
  for (const token of market.tokens) {
    for (const wallet of token.pool) lists[wallet]?.push(token.index);
  }
  index = {
    tokens: lists.map((list) => Int32Array.from(list)),
    byAddress: new Map(market.wallets.map((wallet) => [wallet.address.toLowerCase(), wallet])),
  };
  indexes.set(market, index);
  return index;
}

export function walletByAddress(market: Market, address: string): WalletInfo | undefined {
  return indexOf(market).byAddress.get(address.trim().toLowerCase());
}

export function tokensOfWallet(market: Market, wallet: number): Int32Array {
  return indexOf(market).tokens[wallet] ?? new Int32Array(0);
}

/** One trade of a token's log. */
export interface TradeRef {
  token: number;
  trade: number;
  time: number;
}

/** The wallets' trades with from <= time <= to, oldest first. */
export function tradesOfWallets(
  market: Market,
  wallets: readonly number[],
  from: number,
  to: number,
): TradeRef[] {
  const out: TradeRef[] = [];
  for (const wallet of wallets) {
    for (const token of tokensOfWallet(market, wallet)) {
      const log = market.sims[token]?.log;
      if (!log) continue;
      // Walk back along the wallet's own trades: later ones are skipped, earlier end the walk.
      let i = log.lastTradeOf(wallet);
      while (i >= 0 && (log.time[i] ?? 0) > to) i = log.prevSame[i] ?? -1;
      while (i >= 0 && (log.time[i] ?? 0) >= from) {
        out.push({ token, trade: i, time: log.time[i] ?? 0 });
        i = log.prevSame[i] ?? -1;
      }
    }
  }
  return out.sort((a, b) => a.time - b.time || a.token - b.token || a.trade - b.trade);
}

/** The wallet's last trade of a token at or before `to`, as an ISO time, or null. */
export function lastTradeBefore(
  market: Market,
  token: number,
  wallet: number,
  to: number,
): string | null {
  const log = market.sims[token]?.log;
  if (!log) return null;
  let i = log.lastTradeOf(wallet);
  while (i >= 0 && (log.time[i] ?? 0) > to) i = log.prevSame[i] ?? -1;
  return i >= 0 ? new Date(log.time[i] ?? 0).toISOString() : null;
}
