import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@flowscope/shared-api/contract';
import type { MockApi } from '../src/app.ts';
import {
  FAVORITE_ALERTS_PATH,
  FAVORITE_ALERTS_READ_PATH,
} from '../src/stream/favorite-alert-routes.ts';
import { TEST_SIGNAL_PATH } from '../src/stream/routes.ts';
import { LIVE_HISTORY_DAYS, postJson, type Session, signIn, testApi } from './helpers.ts';

/** A market of its own: signals are added here. */
const SEED = 'stream-tests';

interface AlertList {
  data: {
    alerts: {
      id: number;
      kind: string;
      token: { ticker: string; address: string | null };
      read: boolean;
    }[];
    unread: number;
  };
}

async function alertsOf(api: MockApi, session: Session): Promise<AlertList['data']> {
  const response = await api.app.request(FAVORITE_ALERTS_PATH, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as AlertList).data;
}

const dataDir = mkdtempSync(join(tmpdir(), 'mock-api-alerts-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
beforeEach(() => vi.stubEnv('MOCK_TEST_CONTROL', '1'));
afterEach(() => vi.unstubAllEnvs());

describe('alerts on favourites', () => {
  it('alerts a trader to a signal on a favourited token, keeps read state, and survives a restart', async () => {
    const first = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS, dataDir, reset: true });
    const session = await signIn(first, 'premium');
    const market = first.market();
    const [favourite, other] = market.venueTokens.dex.filter((token) => token.address);
    if (!favourite?.address || !other) throw new Error('no DEX tokens');
    const added = await postJson(
      first,
      PATHS.addDexFavorite,
      { user_id: session.userId, network: favourite.network, address: favourite.address },
      session.token,
    );
    expect(added.status).toBe(200);
    const before = await alertsOf(first, session);

    await postJson(first, TEST_SIGNAL_PATH, { venue: 'dex', ticker: other.ticker });
    await postJson(first, TEST_SIGNAL_PATH, { venue: 'dex', ticker: favourite.ticker });
    const after = await alertsOf(first, session);
    expect(after.unread).toBe(before.unread + 1);
    expect(after.alerts[0]).toMatchObject({
      kind: 'signal',
      token: { ticker: favourite.ticker, address: favourite.address },
      read: false,
    });

    // Someone without the favourite gets nothing.
    const free = await signIn(first, 'free');
    expect(
      (await alertsOf(first, free)).alerts.some((a) => a.token.ticker === favourite.ticker),
    ).toBe(false);

    const id = after.alerts[0]?.id ?? 0;
    const read = await postJson<{ data: { unread: number } }>(
      first,
      FAVORITE_ALERTS_READ_PATH,
      { ids: [id] },
      session.token,
    );
    expect(read.body.data.unread).toBe(after.unread - 1);
    first.close();

    const second = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS, dataDir });
    const kept = await alertsOf(second, session);
    expect(kept.alerts.find((alert) => alert.id === id)).toMatchObject({ read: true });
    expect(kept.unread).toBe(after.unread - 1);
    const all = await postJson<{ data: { unread: number } }>(
      second,
      FAVORITE_ALERTS_READ_PATH,
      {},
      session.token,
    );
    expect(all.body.data.unread).toBe(0);
    second.close();
  });

  it('answers 401 without a signed-in trader and 400 for a bad read request', async () => {
    const api = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS });
    expect((await api.app.request(FAVORITE_ALERTS_PATH)).status).toBe(401);
    const session = await signIn(api, 'premium');
    const bad = await postJson(api, FAVORITE_ALERTS_READ_PATH, { ids: ['x'] }, session.token);
    expect(bad.status).toBe(400);
  });
});
