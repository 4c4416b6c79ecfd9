import { DEFAULT_ALERT_PREFERENCES, CLUSTER_HOURS_MAX } from '@flowscope/shared-api/contract';
import { HOUR } from '../market/catalog.ts';
import type { Market } from '../market/market.ts';
import type { TradeLog } from '../market/trade-log.ts';
import { TRADE, type TokenInfo } from '../market/types.ts';
import { statement, type Db } from '../store/db.ts';
import type { PreferencesRepository } from '../store/preferences.ts';
import type { FavoriteAlerts } from './favorite-alerts.ts';
import { liveToken } from './market-events.ts';

/** A buy added by the test control, kept beside the market's own trades. */
interface ExtraBuy {
  wallet: number;
  time: number;
}

/** DEX buys and CEX long openings share one trade kind: both are a wallet buying in. */
const BUY = TRADE.buy;

function hasBuy(log: TradeLog, from: number, to: number): boolean {
  for (let i = from; i < to; i += 1) if (log.kind[i] === BUY) return true;
  return false;
}

/**
 * Cluster alerts: when smart money buys a favourited token, each watcher whose threshold
 * (preferences.alerts: N wallets within T hours) is reached gets one alert, and no other
 * on that token until T hours have passed since it.
 */
export class ClusterAlerts {
  /** Per token, how many trades its log had at the last look. */
  private readonly cursors = new Map<number, number>();
  private readonly extra = new Map<number, ExtraBuy[]>();

  constructor(
    private readonly db: Db,
    private readonly alerts: FavoriteAlerts,
    private readonly preferences: PreferencesRepository,
  ) {}

  /** Favourited tokens, each with the users who favourited it. */
  private watched(market: Market): Map<TokenInfo, string[]> {
    const out = new Map<TokenInfo, string[]>();
    const add = (token: TokenInfo | undefined, user: string) => {
      if (!token) return;
      const users = out.get(token);
      if (users) users.push(user);
      else out.set(token, [user]);
    };
    // Run on every poll of the market: the statements are compiled once.
    const cex = statement(this.db, 'SELECT user_id, coin FROM cex_favorites').all() as {
      user_id: string;
      coin: string;
    }[];
    for (const row of cex) add(market.byCoin.get(row.coin.toUpperCase()), row.user_id);
    const dex = statement(this.db, 'SELECT user_id, network, address FROM dex_favorites').all() as {
      user_id: string;
      network: string;
      address: string;
    }[];
    for (const row of dex) add(market.dexToken(row.network, row.address), row.user_id);
    return out;
  }

  /**
   * Looks at the buys the market added on favourited tokens since the last look; returns
   * the tokens on which alerts were raised. The first look at a token only takes its
   * starting point: its history is not news.
   */
  observe(market: Market, now: number): TokenInfo[] {
    const raised: TokenInfo[] = [];
    for (const [token, users] of this.watched(market)) {
      const log = market.sim(token).log;
      const seen = this.cursors.get(token.index);
      this.cursors.set(token.index, log.length);
      if (seen === undefined || !hasBuy(log, seen, log.length)) continue;
      if (this.evaluate(market, token, users, now)) raised.push(token);
    }
    return raised;
  }

  /**
   * Test control: `count` smart-money wallets that had not bought the token lately buy it
   * now. Returns whether an alert was raised.
   */
  injectBuys(market: Market, token: TokenInfo, count: number, now: number): boolean {
    const since = now - CLUSTER_HOURS_MAX * HOUR;
    const extra = (this.extra.get(token.index) ?? []).filter((buy) => buy.time >= since);
    const taken = this.buyers(market, token, since, now);
    const candidates = [...token.pool, ...market.wallets.map((wallet) => wallet.index)];
    for (const wallet of candidates) {
      if (count === 0) break;
      if (taken.has(wallet)) continue;
      taken.add(wallet);
      extra.push({ wallet, time: now });
      count -= 1;
    }
    this.extra.set(token.index, extra);
    return this.evaluate(market, token, this.alerts.watchers(liveToken(token)), now);
  }

  /** Distinct wallets that bought the token in [since, now] (the test control's buys too). */
  buyers(market: Market, token: TokenInfo, since: number, now: number): Set<number> {
    const log = market.sim(token).log;
    const wallets = new Set<number>();
    const end = log.upperBound(now);
    for (let i = log.lowerBound(since); i < end; i += 1) {
      if (log.kind[i] === BUY) wallets.add(log.wallet[i] ?? -1);
    }
    for (const buy of this.extra.get(token.index) ?? []) {
      if (buy.time >= since && buy.time <= now) wallets.add(buy.wallet);
    }
    return wallets;
  }

  /** Raises an alert for each watcher whose threshold is reached and who has none pending. */
  private evaluate(market: Market, token: TokenInfo, users: string[], now: number): boolean {
    const live = liveToken(token);
    const counts = new Map<number, number>();
    let raised = false;
    for (const user of users) {
      const { clusterWallets, clusterHours } =
        this.preferences.get(user).alerts ?? DEFAULT_ALERT_PREFERENCES;
      const since = now - clusterHours * HOUR;
      // One alert per window: it re-arms once its T hours have passed.
      if (this.alerts.hasClusterSince(user, live, since)) continue;
      let wallets = counts.get(clusterHours);
      if (wallets === undefined) {
        wallets = this.buyers(market, token, since, now).size;
        counts.set(clusterHours, wallets);
      }
      if (wallets < clusterWallets) continue;
      this.alerts.addCluster(user, live, wallets, clusterHours, now);
      raised = true;
    }
    return raised;
  }
}
