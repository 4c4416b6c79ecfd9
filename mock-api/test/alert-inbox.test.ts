import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALERT_PATHS,
  AlertRecordSchema,
  AlertsReadEventSchema,
  userPreferencesPath,
  WebhookPayloadSchema,
  type AlertRecord,
} from '@flowscope/shared-api/contract';
import type { MockApi } from '../src/app.ts';
import { STREAM_PATH, TEST_SIGNAL_PATH } from '../src/stream/routes.ts';
import {
  buy,
  call,
  clusterRule,
  createRule,
  inbox,
  quietToken,
  ruleAlerts,
} from './alert-helpers.ts';
import { LIVE_HISTORY_DAYS, postJson, type Session, signIn, testApi } from './helpers.ts';
import { sseReader, type SseEvent } from './stream-events.ts';

const SEED = 'alert-tests';

beforeEach(() => vi.stubEnv('MOCK_TEST_CONTROL', '1'));
afterEach(() => vi.unstubAllEnvs());

async function openStream(api: MockApi, session?: Session) {
  const response = await api.app.request(STREAM_PATH, {
    headers: session ? { authorization: `Bearer ${session.token}` } : {},
  });
  if (!response.body) throw new Error('no body');
  const events = sseReader(response.body);
  await events.next((event) => event.event === 'heartbeat');
  return events;
}

/** Every event a stream got up to the signal the test control raised last. */
async function eventsUntilMarker(
  api: MockApi,
  streams: ReturnType<typeof sseReader>[],
): Promise<SseEvent[][]> {
  const made = await postJson<{ signal: { time: string } }>(api, TEST_SIGNAL_PATH, {
    venue: 'cex',
  });
  expect(made.status).toBe(201);
  return Promise.all(
    streams.map(async (events) => {
      const seen: SseEvent[] = [];
      for (;;) {
        const event = await events.next();
        seen.push(event);
        if (event.event === 'signal') return seen;
      }
    }),
  );
}

describe('a trader’s own alerts on the live stream', () => {
  it('go to that trader’s streams only, the alert whole, and read marks follow it', async () => {
    const api = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS });
    const premium = await signIn(api, 'premium');
    const free = await signIn(api, 'free');
    const token = quietToken(api);
    const rule = await createRule(api, premium, clusterRule(token, 3, 1));
    const own = await openStream(api, premium);
    const other = await openStream(api, free);
    const anonymous = await openStream(api);

    expect((await buy(api, token, 3)).body.rule_alerts).toBe(1);
    const [mine = [], theirs = [], nobody = []] = await eventsUntilMarker(api, [
      own,
      other,
      anonymous,
    ]);
    const pushed = mine.filter((event) => event.event === 'user_alert');
    expect(pushed).toHaveLength(1);
    const alert = AlertRecordSchema.parse(JSON.parse(pushed[0]?.data ?? '{}'));
    expect(alert).toEqual((await ruleAlerts(api, premium, rule.id))[0]);
    expect(pushed[0]?.data).not.toContain(premium.userId);
    for (const events of [theirs, nobody]) {
      expect(events.some((event) => event.event === 'user_alert')).toBe(false);
    }

    // Read in one place: every stream of the trader hears of it, no one else does.
    const read = await call<{ data: { unread: number } }>(api, 'POST', ALERT_PATHS.read, premium, {
      ids: [alert.id],
    });
    expect(read.body.data.unread).toBe((await inbox(api, premium)).unread);
    const [mineAfter = [], theirsAfter = []] = await eventsUntilMarker(api, [own, other]);
    const marks = mineAfter.filter((event) => event.event === 'alerts_read');
    expect(marks).toHaveLength(1);
    expect(AlertsReadEventSchema.parse(JSON.parse(marks[0]?.data ?? '{}'))).toMatchObject({
      ids: [alert.id],
      unread: read.body.data.unread,
    });
    expect(theirsAfter.some((event) => event.event === 'alerts_read')).toBe(false);
    expect((await ruleAlerts(api, premium, rule.id))[0]?.read).toBe(true);

    // A resumed stream catches up on its own alerts only.
    const resume = async (session: Session) => {
      const response = await api.app.request(
        `${STREAM_PATH}?lastEventId=${Number(pushed[0]?.id) - 1}`,
        { headers: { authorization: `Bearer ${session.token}` } },
      );
      if (!response.body) throw new Error('no body');
      return sseReader(response.body);
    };
    const replay = await resume(free);
    const ownReplay = await resume(premium);
    const [replayed = [], ownReplayed = []] = await eventsUntilMarker(api, [replay, ownReplay]);
    expect(replayed.some((event) => event.event === 'user_alert')).toBe(false);
    expect(
      ownReplayed.filter((event) => event.event === 'user_alert').map((event) => event.id),
    ).toEqual([pushed[0]?.id]);

    for (const events of [own, other, anonymous, replay, ownReplay]) await events.cancel();
    api.close();
  });
});

describe('one inbox for favourites and rules', () => {
  it('lists both, keeps /alerts/favorites as it was, and one read mark reads an alert everywhere', async () => {
    const api = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS });
    const session = await signIn(api, 'premium');
    const token = quietToken(api);
    // A favourite with a threshold of 2 wallets in 1 hour, and a rule of 2 wallets in 1 hour.
    await call(api, 'PATCH', userPreferencesPath(session.userId), session, {
      preferences: { alerts: { clusterWallets: 2, clusterHours: 1 } },
    });
    api.store.favorites.addDex(
      session.userId,
      { network: token.network ?? '', address: token.address ?? '' },
      api.clock.now,
    );
    await createRule(api, session, clusterRule(token, 2, 1));
    const before = await inbox(api, session);
    const bought = await buy(api, token, 4);
    expect(bought.body).toMatchObject({ alerted: true, rule_alerts: 1 });

    const all = await inbox(api, session);
    const fresh = all.alerts.filter((alert) => !before.alerts.some((old) => old.id === alert.id));
    expect(fresh.map((alert) => alert.kind).sort()).toEqual(['cluster', 'rule']);
    expect(all.unread).toBe(before.unread + 2);
    for (const alert of fresh) {
      expect(AlertRecordSchema.parse(alert)).toEqual(alert);
      expect(alert.url).toBe(`/search?query=${token.address}`);
    }
    const cluster = fresh.find((alert) => alert.kind === 'cluster') as AlertRecord;
    const rule = fresh.find((alert) => alert.kind === 'rule') as AlertRecord;
    expect(cluster.title).toBe(`Smart-money cluster on ${token.ticker}`);

    const favourites = await call<{ data: { alerts: AlertRecord[]; unread: number } }>(
      api,
      'GET',
      ALERT_PATHS.favorites,
      session,
    );
    expect(favourites.body.data.alerts.some((alert) => alert.kind === 'rule')).toBe(false);
    expect(favourites.body.data.alerts.map((alert) => alert.id)).toContain(cluster.id);
    expect(favourites.body.data.unread).toBe(all.unread - 1);

    // 'Mark all read' on the favourites' list leaves the rule's alert unread.
    const favouritesRead = await call<{ data: { unread: number } }>(
      api,
      'POST',
      ALERT_PATHS.favoritesRead,
      session,
      {},
    );
    expect(favouritesRead.body.data.unread).toBe(0);
    const afterFavourites = await inbox(api, session);
    expect(afterFavourites.unread).toBe(1);
    expect(afterFavourites.alerts.find((alert) => alert.id === cluster.id)?.read).toBe(true);
    expect(afterFavourites.alerts.find((alert) => alert.id === rule.id)?.read).toBe(false);

    // Read by id on the inbox: the favourites' list shows it read too.
    await call(api, 'POST', ALERT_PATHS.read, session, {});
    expect((await inbox(api, session)).unread).toBe(0);
    const bad = await call<{ message: string }>(api, 'POST', ALERT_PATHS.read, session, {
      ids: ['x'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/ids/);
    api.close();
  });

  it('sends each new alert to the webhook once, as the inbox has it', async () => {
    const sent: { body: string }[] = [];
    const api = testApi({
      seed: SEED,
      historyDays: LIVE_HISTORY_DAYS,
      webhooks: {
        fetch: async (_url, init) => {
          sent.push({ body: String(init?.body) });
          return new Response(null, { status: 204 });
        },
      },
    });
    const session = await signIn(api, 'premium');
    await call(api, 'PUT', ALERT_PATHS.webhook, session, { url: 'https://hooks.example.com/x' });
    const token = quietToken(api);
    const rule = await createRule(api, session, clusterRule(token, 2, 1));
    await buy(api, token, 3);
    await buy(api, token, 3);
    await inbox(api, session);
    await api.alerts.dispatcher.idle();
    const [alert] = await ruleAlerts(api, session, rule.id);
    const payloads = sent.map((entry) => WebhookPayloadSchema.parse(JSON.parse(entry.body)));
    expect(payloads).toHaveLength(1);
    expect(payloads[0]).toMatchObject({
      id: alert?.id,
      idempotency_key: `flowscope-alert-${alert?.id}`,
      type: 'rule.cluster_buys',
      created_at: alert?.time,
      rule: { id: rule.id, kind: 'cluster_buys', name: null },
      token: alert?.token,
      subject: null,
      title: alert?.title,
      body: alert?.body,
      url: alert?.url,
      link: `http://localhost:3000${alert?.url}`,
    });
    api.close();
  });
});

describe('rule state over a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mock-api-rules-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps rules and their window, so a restart does not fire one twice', async () => {
    const first = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS, dataDir, reset: true });
    const session = await signIn(first, 'premium');
    const token = quietToken(first);
    const rule = await createRule(first, session, clusterRule(token, 3, 2));
    expect((await buy(first, token, 3)).body.rule_alerts).toBe(1);
    first.close();

    const second = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS, dataDir });
    await inbox(second, session);
    expect((await buy(second, token, 5)).body.rule_alerts).toBe(0);
    expect(await ruleAlerts(second, session, rule.id)).toHaveLength(1);
    const rules = await call<{ data: { id: number; last_fired_at: string | null }[] }>(
      second,
      'GET',
      ALERT_PATHS.rules,
      session,
    );
    expect(rules.body.data.find((entry) => entry.id === rule.id)?.last_fired_at).not.toBeNull();
    second.close();
  });
});
