import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALERT_PATHS,
  alertRulePath,
  PATHS,
  type AlertRecord,
} from '@flowscope/shared-api/contract';
import { ruleScore } from '../src/alerts/rule-market.ts';
import { TRADE, type TokenInfo } from '../src/market/types.ts';
import {
  buy,
  call,
  clusterRule,
  createRule,
  inbox,
  marketBuyers,
  quietToken,
  ruleAlerts,
} from './alert-helpers.ts';
import { HOUR, LIVE_HISTORY_DAYS, postJson, signIn, testApi, type TestApi } from './helpers.ts';
import { forgetMarkets } from '../src/market/market-cache.ts';

const MINUTE = 60_000;
/** One market for these tests; each moves it on, so each starts where the last one left it. */
const SEED = 'alert-evaluation-tests';

/** An app on the shared market, its clock at the market's present (which only moves forward). */
async function appAtPresent() {
  const api = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS });
  api.clock.now = Math.max(api.clock.now, api.market().syncedTo);
  const session = await signIn(api, 'premium');
  return { api, session, start: api.clock.now };
}

afterAll(() => forgetMarkets(SEED));
beforeEach(() => vi.stubEnv('MOCK_TEST_CONTROL', '1'));
afterEach(() => vi.unstubAllEnvs());

/** Every alert the trader has, up to what the store keeps (the list answers 50). */
const allRuleAlerts = (api: TestApi, userId: string, ruleId: number): AlertRecord[] =>
  api.alerts.inbox
    .list(userId, 100)
    .alerts.filter((alert) => alert.kind === 'rule' && alert.rule?.id === ruleId)
    .reverse();

describe('cluster_buys rules', () => {
  it('fire once when N wallets bought within T hours, not again within the window, and again after it', async () => {
    const { api, session } = await appAtPresent();
    const token = quietToken(api);
    const rule = await createRule(api, session, { ...clusterRule(token, 5, 2), name: 'Five' });
    const baseline = marketBuyers(api, token, 2);
    expect(baseline).toBeLessThan(3);
    expect(await ruleAlerts(api, session, rule.id)).toEqual([]);

    expect((await buy(api, token, 2)).body.rule_alerts).toBe(0);
    expect((await buy(api, token, 5 - 2 - baseline)).body.rule_alerts).toBe(1);
    expect((await buy(api, token, 10)).body.rule_alerts).toBe(0);
    await inbox(api, session);
    await inbox(api, session);
    const fired = await ruleAlerts(api, session, rule.id);
    expect(fired).toHaveLength(1);
    expect(fired[0]).toMatchObject({
      kind: 'rule',
      rule: { id: rule.id, kind: 'cluster_buys', name: 'Five' },
      token: { venue: 'dex', ticker: token.ticker, address: token.address },
      count: 5,
      hours: 2,
      value: 5,
      read: false,
      title: `Smart-money cluster on ${token.ticker}`,
      body: `5 smart-money wallets bought ${token.ticker} in the last 2 hours (your rule: 5 or more).`,
      url: `/search?query=${token.address}`,
      time: new Date(api.clock.now).toISOString(),
    });

    // Just inside the window: still nothing new.
    api.clock.now += 2 * HOUR - MINUTE;
    expect((await buy(api, token, 6)).body.rule_alerts).toBe(0);
    // Past it: the rule is armed again.
    api.clock.now += 2 * MINUTE;
    expect((await buy(api, token, 6)).body.rule_alerts).toBe(1);
    expect(await ruleAlerts(api, session, rule.id)).toHaveLength(2);
    const listed = await call<{ data: { last_fired_at: string }[] }>(
      api,
      'GET',
      ALERT_PATHS.rules,
      session,
    );
    expect(listed.body.data[0]?.last_fired_at).toBe(new Date(api.clock.now).toISOString());
    api.close();
  });

  it('stay silent while off, and start afresh when turned on again', async () => {
    const { api, session } = await appAtPresent();
    const token = quietToken(api);
    const rule = await createRule(api, session, clusterRule(token, 4, 3));
    expect((await buy(api, token, 4)).body.rule_alerts).toBe(1);
    await call(api, 'PATCH', alertRulePath(rule.id), session, { enabled: false });
    api.clock.now += 3 * HOUR + MINUTE;
    expect((await buy(api, token, 8)).body.rule_alerts).toBe(0);
    expect(await ruleAlerts(api, session, rule.id)).toHaveLength(1);
    // On again: its first look finds eight buyers within three hours.
    await call(api, 'PATCH', alertRulePath(rule.id), session, { enabled: true });
    const after = await ruleAlerts(api, session, rule.id);
    expect(after).toHaveLength(2);
    expect(after[0]?.count).toBeGreaterThanOrEqual(8);
    api.close();
  });
});

/** Netflow of the trades with from <= time <= to, summed trade by trade. */
function netflowByHand(api: TestApi, token: TokenInfo, from: number, to: number): number {
  const log = api.market().sim(token).log;
  let sum = 0;
  for (let i = 0; i < log.length; i += 1) {
    const time = log.time[i] ?? 0;
    if (time < from || time > to) continue;
    const usd = (log.qty[i] ?? 0) * (log.price[i] ?? 0);
    const kind = log.kind[i];
    const inflow =
      token.venue === 'dex'
        ? kind === TRADE.buy
        : kind === TRADE.openLong || kind === TRADE.closeShort;
    sum += inflow ? usd : -usd;
  }
  return sum;
}

describe('netflow_above rules', () => {
  it('fire whenever the netflow is at the level, at most once per window', async () => {
    const { api, session, start } = await appAtPresent();
    const hours = 1;
    const busy = [...api.market().venueTokens.cex].sort((a, b) => b.activity - a.activity);
    const flows = busy
      .slice(0, 40)
      .map((token) => ({ token, flow: netflowByHand(api, token, start - hours * HOUR, start) }));
    const best = flows.sort((a, b) => b.flow - a.flow)[0];
    if (!best || best.flow <= 0) throw new Error('no inflow on busy coins');
    const level = best.flow / 2;
    const rule = await createRule(api, session, {
      rule: {
        kind: 'netflow_above',
        token: { venue: 'cex', coin: best.token.ticker },
        usd: level,
        hours,
      },
    });

    const samples: { time: number; flow: number }[] = [];
    for (let step = 0; step <= 36; step += 1) {
      await inbox(api, session);
      samples.push({
        time: api.clock.now,
        flow: netflowByHand(api, best.token, api.clock.now - hours * HOUR, api.clock.now),
      });
      api.clock.now += 5 * MINUTE;
    }
    const fires = allRuleAlerts(api, session.userId, rule.id).map((alert) =>
      Date.parse(alert.time),
    );
    expect(fires[0]).toBe(start);
    for (let i = 1; i < fires.length; i += 1) {
      expect((fires[i] ?? 0) - (fires[i - 1] ?? 0)).toBeGreaterThanOrEqual(hours * HOUR);
    }
    for (const sample of samples) {
      const fired = fires.includes(sample.time);
      if (fired) expect(sample.flow).toBeGreaterThanOrEqual(level);
      // Every look at the level is covered by a firing in the window before it.
      if (sample.flow >= level) {
        expect(fires.some((at) => at <= sample.time && at > sample.time - hours * HOUR)).toBe(true);
      }
    }
    const alerts = allRuleAlerts(api, session.userId, rule.id);
    expect(alerts[0]).toMatchObject({
      url: `/top-holdings-cex/${best.token.ticker}`,
      hours,
      title: expect.stringContaining(`Netflow into ${best.token.ticker} above $`),
    });
    expect(alerts[0]?.value).toBeCloseTo(samples[0]?.flow ?? 0, 1);
    api.close();
  });
});

/** Crossings of `level` in a series of looks: the first look only learns the side. */
function crossings(series: readonly number[], level: number, direction: 'up' | 'down'): number[] {
  const at: number[] = [];
  for (let i = 1; i < series.length; i += 1) {
    const before = series[i - 1] ?? 0;
    const now = series[i] ?? 0;
    if (direction === 'up' ? before < level && now >= level : before > level && now <= level) {
      at.push(i);
    }
  }
  return at;
}

describe('score_crossing rules', () => {
  it('fire on each crossing and re-arm only after the score crossed back', async () => {
    const { api, session, start } = await appAtPresent();
    const market = api.market();
    const coin = [...market.venueTokens.cex].sort((a, b) => b.activity - a.activity)[0];
    if (!coin) throw new Error('no coin');

    // The rule reads the score the favourites show.
    await postJson(
      api,
      PATHS.addCexFavorite,
      { user_id: session.userId, coin: coin.ticker },
      session.token,
    );
    const favourites = await postJson<{ data: { coin: string; score: number }[] }>(
      api,
      PATHS.cexFavorites,
      { user_id: session.userId },
      session.token,
    );
    expect(favourites.body.data.find((row) => row.coin === coin.ticker)?.score).toBe(
      ruleScore(market, coin, 'accumulation', api.clock.now),
    );

    // The market of the next day, made first, so the test knows where the score goes.
    const step = 15 * MINUTE;
    const looks = 97;
    api.clock.now = start + looks * step;
    api.market();
    api.clock.now = start;
    const times = Array.from({ length: looks }, (_, i) => start + i * step);
    const series = times.map((time) => ruleScore(market, coin, 'accumulation', time));
    const sorted = [...series].sort((a, b) => a - b);
    const candidates = [0.3, 0.4, 0.5, 0.6, 0.7].map(
      (q) => Math.round((sorted[Math.floor(q * sorted.length)] ?? 0) * 10) / 10 + 0.05,
    );
    const level = candidates.find((candidate) => crossings(series, candidate, 'up').length >= 2);
    if (level === undefined) throw new Error('the score never crossed twice');

    const up = await createRule(api, session, {
      rule: {
        kind: 'score_crossing',
        token: { venue: 'cex', coin: coin.ticker },
        level,
        direction: 'up',
        score_kind: 'accumulation',
      },
    });
    const down = await createRule(api, session, {
      rule: {
        kind: 'score_crossing',
        token: { venue: 'cex', coin: coin.ticker },
        level,
        direction: 'down',
        score_kind: 'accumulation',
      },
    });
    for (const time of times) {
      api.clock.now = time;
      await inbox(api, session);
      await inbox(api, session);
    }
    const expectUp = crossings(series, level, 'up');
    const expectDown = crossings(series, level, 'down');
    const firedUp = allRuleAlerts(api, session.userId, up.id);
    const firedDown = allRuleAlerts(api, session.userId, down.id);
    expect(firedUp.map((alert) => Date.parse(alert.time))).toEqual(expectUp.map((i) => times[i]));
    expect(firedDown.map((alert) => Date.parse(alert.time))).toEqual(
      expectDown.map((i) => times[i]),
    );
    expect(firedUp.map((alert) => alert.value)).toEqual(expectUp.map((i) => series[i]));
    expect(firedUp[0]?.title).toBe(`${coin.ticker} accumulation score crossed ${level}`);
    expect(firedUp[0]?.body).toMatch(/rose to -?\d+\.\d, at or above your level/);
    api.close();
  });
});

interface ExpectedMove {
  ticker: string;
  time: number;
  event: 'open' | 'close';
}

/** Position opens and closes read from the trade log: the position before and after each trade. */
function movesWithWallet(
  api: TestApi,
  wallets: ReadonlySet<number>,
  from: number,
  to: number,
): (ExpectedMove & { wallet: number; venue: 'cex' | 'dex' })[] {
  const out: (ExpectedMove & { wallet: number; venue: 'cex' | 'dex' })[] = [];
  for (const token of api.market().tokens) {
    const log = api.market().sim(token).log;
    for (let i = log.lowerBound(from); i < log.length; i += 1) {
      const time = log.time[i] ?? 0;
      const wallet = log.wallet[i] ?? -1;
      if (time <= from || time > to || !wallets.has(wallet)) continue;
      const previous = log.prevSame[i] ?? -1;
      const before = previous >= 0 ? (log.posAfter[previous] ?? 0) : 0;
      const after = log.posAfter[i] ?? 0;
      const move = { ticker: token.ticker, time, wallet, venue: token.venue };
      if (before === 0 && after !== 0) out.push({ ...move, event: 'open' });
      if (before !== 0 && after === 0) out.push({ ...move, event: 'close' });
    }
  }
  return out;
}

function movesByHand(
  api: TestApi,
  wallets: ReadonlySet<number>,
  venue: 'cex' | 'dex' | null,
  from: number,
  to: number,
): ExpectedMove[] {
  return movesWithWallet(api, wallets, from, to).filter(
    (move) => venue === null || move.venue === venue,
  );
}

/** Alert times are ISO strings, whole milliseconds; the market's trade times are not. */
const moveKey = (move: { ticker: string; time: number }) =>
  `${Math.floor(move.time)}:${move.ticker}`;

describe('position_change rules', () => {
  it('fire once for each position an influencer or a wallet opens or closes', async () => {
    const { api, session, start } = await appAtPresent();
    const market = api.market();
    // The DEX influencer who opened and closed the most positions in the last day, and the
    // smart wallet that opened the most.
    const byInfluencer = new Map<number, number>();
    const byWallet = new Map<number, number>();
    const wallets = new Set(market.wallets.map((entry) => entry.index));
    for (const move of movesWithWallet(api, wallets, start - 24 * HOUR, start)) {
      const influencer = market.walletInfluencer[move.wallet] ?? -1;
      if (influencer >= 0 && move.venue === 'dex')
        byInfluencer.set(influencer, (byInfluencer.get(influencer) ?? 0) + 1);
      if (influencer < 0 && move.event === 'open')
        byWallet.set(move.wallet, (byWallet.get(move.wallet) ?? 0) + 1);
    }
    // The five busiest of each: one subject alone may well rest for six hours.
    const busiest = (counts: Map<number, number>) =>
      [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([index]) => index);
    const influencers = busiest(byInfluencer).flatMap((index) => market.influencers[index] ?? []);
    const smartWallets = busiest(byWallet).flatMap((index) => market.wallets[index] ?? []);
    expect(influencers.every((influencer) => influencer.venue === 'dex')).toBe(true);

    const watches: {
      ruleId: number;
      wallets: Set<number>;
      venue: 'dex' | null;
      opensOnly: boolean;
    }[] = [];
    for (const influencer of influencers) {
      const rule = await createRule(api, session, {
        rule: {
          kind: 'position_change',
          subject: { type: 'influencer', venue: 'dex', handle: influencer.handle },
          event: 'any',
        },
      });
      watches.push({
        ruleId: rule.id,
        wallets: new Set(influencer.wallets),
        venue: 'dex',
        opensOnly: false,
      });
    }
    for (const wallet of smartWallets) {
      const rule = await createRule(api, session, {
        rule: {
          kind: 'position_change',
          subject: { type: 'wallet', address: wallet.address },
          event: 'open',
        },
      });
      watches.push({
        ruleId: rule.id,
        wallets: new Set([wallet.index]),
        venue: null,
        opensOnly: true,
      });
    }
    await inbox(api, session);
    for (let step = 0; step < 36; step += 1) {
      api.clock.now += 10 * MINUTE;
      await inbox(api, session);
    }
    // Looking again finds nothing new: each trade fires once.
    await inbox(api, session);

    const seen = (alerts: AlertRecord[]) =>
      alerts
        .map((alert) => moveKey({ ticker: alert.token.ticker, time: Date.parse(alert.time) }))
        .sort();
    const totals = { influencers: 0, wallets: 0 };
    for (const watch of watches) {
      const expected = movesByHand(api, watch.wallets, watch.venue, start, api.clock.now).filter(
        (move) => !watch.opensOnly || move.event === 'open',
      );
      totals[watch.opensOnly ? 'wallets' : 'influencers'] += expected.length;
      const alerts = allRuleAlerts(api, session.userId, watch.ruleId);
      expect(seen(alerts)).toEqual(expected.map(moveKey).sort());
      for (const alert of alerts) {
        expect(alert.title).toMatch(
          watch.opensOnly
            ? /^Wallet 0x[0-9a-f]{4}…[0-9a-f]{4} (bought into|opened a (long|short) on) /
            : /^@\w+ (bought into|sold out of) /,
        );
        expect(alert.subject?.type).toBe(watch.opensOnly ? 'wallet' : 'influencer');
      }
    }
    expect(totals.influencers).toBeGreaterThan(0);
    expect(totals.wallets).toBeGreaterThan(0);
    expect(totals.influencers + totals.wallets).toBeLessThan(100);
    api.close();
  });
});
