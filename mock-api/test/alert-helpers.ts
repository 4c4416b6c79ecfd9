import { expect } from 'vitest';
import {
  ALERT_PATHS,
  type AlertRecord,
  type AlertRule,
  type CreateAlertRuleRequest,
  type WebhookDelivery,
} from '@flowscope/shared-api/contract';
import type { MockApi } from '../src/app.ts';
import type { TokenInfo } from '../src/market/types.ts';
import { TEST_TRADE_PATH } from '../src/stream/routes.ts';
import { HOUR, postJson, type Session, type TestApi } from './helpers.ts';

/** A call as the signed-in trader makes it (no token: as a signed-out visitor). */
export async function call<T = Record<string, unknown>>(
  api: MockApi,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  session?: Session,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await api.app.request(path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function createRule(
  api: MockApi,
  session: Session,
  request: CreateAlertRuleRequest,
): Promise<AlertRule> {
  const made = await call<{ data: AlertRule; message?: string }>(
    api,
    'POST',
    ALERT_PATHS.rules,
    session,
    request,
  );
  expect(made.status, made.body.message).toBe(201);
  return made.body.data;
}

export async function inbox(
  api: MockApi,
  session: Session,
): Promise<{ alerts: AlertRecord[]; unread: number }> {
  const answer = await call<{ data: { alerts: AlertRecord[]; unread: number } }>(
    api,
    'GET',
    ALERT_PATHS.alerts,
    session,
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

export const ruleAlerts = async (api: MockApi, session: Session, ruleId?: number) =>
  (await inbox(api, session)).alerts.filter(
    (alert) => alert.kind === 'rule' && (ruleId === undefined || alert.rule?.id === ruleId),
  );

export async function deliveries(api: MockApi, session: Session): Promise<WebhookDelivery[]> {
  await api.alerts.dispatcher.idle();
  const answer = await call<{ data: WebhookDelivery[] }>(
    api,
    'GET',
    ALERT_PATHS.webhookDeliveries,
    session,
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** The test control's smart-money buys (needs MOCK_TEST_CONTROL=1). */
export const buy = (api: MockApi, token: TokenInfo, wallets: number) =>
  postJson<{ alerted: boolean; rule_alerts: number }>(api, TEST_TRADE_PATH, {
    venue: token.venue,
    ticker: token.ticker,
    wallets,
  });

/** Distinct wallets that bought the token in the last `hours`, as the market has it. */
export function marketBuyers(api: TestApi, token: TokenInfo, hours: number): number {
  const log = api.market().sim(token).log;
  const wallets = new Set<number>();
  for (let i = log.lowerBound(api.clock.now - hours * HOUR); i < log.length; i += 1) {
    if (log.kind[i] === 0) wallets.add(log.wallet[i] ?? -1);
  }
  return wallets.size;
}

/** A DEX token with a unique ticker and few recent buyers, so test buys decide its clusters. */
export function quietToken(api: TestApi, skip: readonly TokenInfo[] = []): TokenInfo {
  const dex = api.market().venueTokens.dex;
  const token = dex.find(
    (candidate) =>
      candidate.address &&
      !skip.includes(candidate) &&
      dex.filter((other) => other.ticker.toLowerCase() === candidate.ticker.toLowerCase())
        .length === 1 &&
      marketBuyers(api, candidate, 4) < 3,
  );
  if (!token) throw new Error('no quiet DEX token');
  return token;
}

/** A cluster rule on a DEX token: `wallets` buyers within `hours`. */
export const clusterRule = (
  token: TokenInfo,
  wallets: number,
  hours: number,
): CreateAlertRuleRequest => ({
  rule: {
    kind: 'cluster_buys',
    token: { venue: 'dex', network: token.network ?? 'ethereum', address: token.address ?? '' },
    wallets,
    hours,
  },
});
