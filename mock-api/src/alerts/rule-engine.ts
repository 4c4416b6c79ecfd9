import type {
  AlertRecord,
  ClusterBuysRule,
  NetflowAboveRule,
  PositionChangeRule,
  ScoreCrossingRule,
} from '@flowscope/shared-api/contract';
import { HOUR } from '../market/catalog.ts';
import type { Market } from '../market/market.ts';
import { TRADE, type TokenInfo } from '../market/types.ts';
import { usd } from '../analytics/numbers.ts';
import { liveToken } from '../stream/market-events.ts';
import type { AlertInbox, RuleAlertInput } from './alert-inbox.ts';
import type { AlertRulesRepository, StoredRule } from './alert-rules-store.ts';
import { clusterRuleText, netflowRuleText, positionRuleText, scoreRuleText } from './alert-text.ts';
import {
  influencerByHandle,
  netflowOver,
  positionMove,
  ruleScore,
  targetToken,
  walletIndex,
} from './rule-market.ts';

/** Distinct smart-money wallets that bought the token in [since, now] (test buys included). */
export type BuyerCount = (market: Market, token: TokenInfo, since: number, now: number) => number;

/** Told of each alert a rule raised, after it is kept. */
export type RuleAlertListener = (userId: string, alert: AlertRecord) => void;

type WithSpec<S> = StoredRule & { spec: S };

function hasBuy(market: Market, token: TokenInfo, from: number, to: number): boolean {
  const log = market.sim(token).log;
  for (let i = from; i < to; i += 1) if (log.kind[i] === TRADE.buy) return true;
  return false;
}

/**
 * Evaluates every enabled rule on each look at the market (the live hub's poll):
 *
 * - cluster_buys when its token got new buys (or the rule is new), netflow_above and
 *   score_crossing on every look (a window's figures change as time passes too);
 * - position_change on each new trade of a watched wallet that opens or closes a position.
 *
 * Windowed rules fire at most once per window (the rule's last firing is kept in SQLite,
 * so a restart does not repeat one); a score crossing fires on the crossing and re-arms
 * once the score goes back across; a position change fires once per trade. The first look
 * at the market only takes its starting point: history is not news.
 */
export class RuleEngine {
  /** Per token watched by a cluster rule: its trade count at the last look. */
  private readonly buyCursors = new Map<number, number>();
  /** Per token: its trade count at the last look, while any position rule exists. */
  private positionCursors: Int32Array | null = null;
  /** Rules looked at since they last started afresh (`id:armedAt`). */
  private readonly looked = new Set<string>();

  constructor(
    private readonly rules: AlertRulesRepository,
    private readonly inbox: AlertInbox,
    private readonly buyers: BuyerCount,
    private readonly onAlert: RuleAlertListener,
  ) {}

  /** Looks at the market now; returns how many alerts the rules raised. */
  observe(market: Market, now: number): number {
    const rules = this.rules.enabled();
    const newBuys = this.tokensWithNewBuys(market, rules);
    let raised = 0;
    const positions: WithSpec<PositionChangeRule>[] = [];
    for (const rule of rules) {
      const key = `${rule.id}:${rule.armedAt}`;
      const first = !this.looked.has(key);
      this.looked.add(key);
      switch (rule.spec.kind) {
        case 'cluster_buys': {
          const token = targetToken(market, rule.spec.token);
          if (token && (first || newBuys.has(token.index))) {
            raised += this.cluster(market, rule as WithSpec<ClusterBuysRule>, token, now);
          }
          break;
        }
        case 'netflow_above':
          raised += this.netflow(market, rule as WithSpec<NetflowAboveRule>, now);
          break;
        case 'score_crossing':
          raised += this.score(market, rule as WithSpec<ScoreCrossingRule>, now);
          break;
        case 'position_change':
          positions.push(rule as WithSpec<PositionChangeRule>);
          break;
      }
    }
    return raised + this.positions(market, positions);
  }

  /** Test control: smart-money buys were added to a token; its cluster rules look now. */
  observeInjectedBuys(market: Market, token: TokenInfo, now: number): number {
    let raised = 0;
    for (const rule of this.rules.enabled()) {
      if (rule.spec.kind !== 'cluster_buys') continue;
      if (targetToken(market, rule.spec.token) !== token) continue;
      raised += this.cluster(market, rule as WithSpec<ClusterBuysRule>, token, now);
    }
    return raised;
  }

  private tokensWithNewBuys(market: Market, rules: readonly StoredRule[]): Set<number> {
    const out = new Set<number>();
    for (const rule of rules) {
      if (rule.spec.kind !== 'cluster_buys') continue;
      const token = targetToken(market, rule.spec.token);
      if (!token || out.has(token.index)) continue;
      const length = market.sim(token).log.length;
      const seen = this.buyCursors.get(token.index);
      this.buyCursors.set(token.index, length);
      if (seen !== undefined && seen < length && hasBuy(market, token, seen, length)) {
        out.add(token.index);
      }
    }
    return out;
  }

  /** Whether the rule fired within its window ending now (once per window). */
  private firedWithin(rule: StoredRule, hours: number, now: number): boolean {
    return rule.lastFiredAt !== null && rule.lastFiredAt > now - hours * HOUR;
  }

  private cluster(
    market: Market,
    rule: WithSpec<ClusterBuysRule>,
    token: TokenInfo,
    now: number,
  ): number {
    const { wallets, hours } = rule.spec;
    if (this.firedWithin(rule, hours, now)) return 0;
    const bought = this.buyers(market, token, now - hours * HOUR, now);
    if (bought < wallets) return 0;
    const live = liveToken(token);
    return this.fire(rule, now, {
      token: live,
      text: clusterRuleText(live, bought, hours, wallets),
      count: bought,
      hours,
      value: bought,
      subject: null,
      time: now,
    });
  }

  private netflow(market: Market, rule: WithSpec<NetflowAboveRule>, now: number): number {
    const { hours, usd: level } = rule.spec;
    if (this.firedWithin(rule, hours, now)) return 0;
    const token = targetToken(market, rule.spec.token);
    if (!token) return 0;
    const netflow = netflowOver(market, token, hours, now);
    if (netflow < level) return 0;
    const live = liveToken(token);
    return this.fire(rule, now, {
      token: live,
      text: netflowRuleText(live, netflow, hours, level),
      count: 1,
      hours,
      value: usd(netflow),
      subject: null,
      time: now,
    });
  }

  private score(market: Market, rule: WithSpec<ScoreCrossingRule>, now: number): number {
    const { level, direction, score_kind: kind } = rule.spec;
    const token = targetToken(market, rule.spec.token);
    if (!token) return 0;
    const score = ruleScore(market, token, kind, now);
    const beyond = direction === 'up' ? score >= level : score <= level;
    const before = rule.scoreBeyond;
    if (before === beyond) return 0;
    this.rules.setScoreBeyond(rule, beyond);
    // The first look only learns which side the score is on; a crossing needs a before.
    if (before === null || !beyond) return 0;
    const live = liveToken(token);
    return this.fire(rule, now, {
      token: live,
      text: scoreRuleText(live, kind, direction, score, level),
      count: 1,
      hours: null,
      value: score,
      subject: null,
      time: now,
    });
  }

  /** Position rules: each new trade of a watched wallet that opens or closes a position. */
  private positions(market: Market, watches: readonly WithSpec<PositionChangeRule>[]): number {
    if (watches.length === 0) {
      // Without position rules nothing is followed; the next one starts from its own moment.
      this.positionCursors = null;
      return 0;
    }
    const cursors = this.positionCursors;
    const lengths = Int32Array.from(market.sims, (sim) => sim.log.length);
    this.positionCursors = lengths;
    if (cursors === null) return 0;

    const byWallet = new Map<number, WithSpec<PositionChangeRule>[]>();
    const watch = (wallet: number | undefined, entry: WithSpec<PositionChangeRule>) => {
      if (wallet === undefined) return;
      const list = byWallet.get(wallet);
      if (list) list.push(entry);
      else byWallet.set(wallet, [entry]);
    };
    for (const entry of watches) {
      const { subject } = entry.spec;
      if (subject.type === 'wallet') watch(walletIndex(market, subject.address), entry);
      else {
        const influencer = influencerByHandle(market, subject.venue, subject.handle);
        for (const wallet of influencer?.wallets ?? []) watch(wallet, entry);
      }
    }
    let raised = 0;
    for (const token of market.tokens) {
      const from = cursors[token.index] ?? 0;
      const to = lengths[token.index] ?? 0;
      if (to <= from) continue;
      const log = market.sim(token).log;
      for (let i = from; i < to; i += 1) {
        const entries = byWallet.get(log.wallet[i] ?? -1);
        if (!entries) continue;
        const move = positionMove(market, token, i);
        if (!move) continue;
        const time = log.time[i] ?? 0;
        for (const rule of entries) {
          const { subject, event } = rule.spec;
          if (event !== 'any' && event !== move.event) continue;
          // An influencer's trades count on their own venue; a rule reads trades since it began.
          if (subject.type === 'influencer' && token.venue !== subject.venue) continue;
          if (time < rule.armedAt) continue;
          const live = liveToken(token);
          const qty = log.qty[i] ?? 0;
          const price = log.price[i] ?? 0;
          raised += this.fire(rule, time, {
            token: live,
            text: positionRuleText(subject, live, move, qty * price, price),
            count: 1,
            hours: null,
            value: usd(qty * price),
            subject,
            time,
          });
        }
      }
    }
    return raised;
  }

  private fire(rule: StoredRule, at: number, input: Omit<RuleAlertInput, 'rule'>): number {
    const alert = this.inbox.addRuleAlert(rule.userId, {
      ...input,
      rule: { id: rule.id, kind: rule.spec.kind, name: rule.name },
    });
    this.rules.markFired(rule, at);
    this.onAlert(rule.userId, alert);
    return 1;
  }
}
