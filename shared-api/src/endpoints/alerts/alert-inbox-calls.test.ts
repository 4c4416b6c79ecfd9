import { describe, expect, it } from 'vitest';
import { tokenPagePath, type AlertRecord } from '../../contract/index.ts';
import { setupEndpointTests } from '../test-setup.ts';
import { captureRequests, jsonResponse } from '../../http/test-support.ts';
import { routeTo } from '../../routing/routes.ts';
import {
  fetchAlertInbox,
  markAlertInboxRead,
  parseAlertsReadEvent,
  parseUserAlertEvent,
} from './alert-inbox-calls.ts';

setupEndpointTests();

const PEPE = {
  venue: 'dex',
  ticker: 'PEPE',
  name: 'Pepe',
  network: 'base',
  address: '0xabc',
} as const;

const ruleAlert: AlertRecord = {
  id: 41,
  kind: 'rule',
  token: PEPE,
  count: 1,
  hours: 4,
  time: '2025-06-02T11:59:00.000Z',
  read: false,
  title: 'Netflow into PEPE above $1.00M',
  body: 'Smart-money netflow into PEPE was $1.20M over the last 4 hours (your level: $1.00M).',
  url: '/search?query=0xabc',
  rule: { id: 3, kind: 'netflow_above', name: null },
  value: 1_200_000,
};
const favouriteAlert: AlertRecord = {
  id: 40,
  kind: 'signal',
  token: PEPE,
  count: 1,
  time: '2025-06-02T11:58:00.000Z',
  read: true,
  title: 'New signal on PEPE',
  body: 'Smart money is moving on Pepe, one of your favourites.',
  url: '/search?query=0xabc',
};

describe('the alert inbox', () => {
  it('lists favourites’ and rules’ alerts with what a notification needs, leaving out unknown kinds', async () => {
    const { requests } = captureRequests(() =>
      jsonResponse({
        result: 'ok',
        data: {
          alerts: [ruleAlert, { ...ruleAlert, id: 42, kind: 'future' }, favouriteAlert],
          unread: 1,
        },
      }),
    );
    const inbox = await fetchAlertInbox();
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/alerts');
    expect(inbox.unread).toBe(1);
    expect(inbox.alerts).toEqual([
      {
        id: 41,
        kind: 'rule',
        token: PEPE,
        count: 1,
        hours: 4,
        time: '2025-06-02T11:59:00.000Z',
        read: false,
        title: ruleAlert.title,
        body: ruleAlert.body,
        url: '/search?query=0xabc',
        rule: { id: 3, kind: 'netflow_above', name: null },
        subject: null,
        value: 1_200_000,
      },
      expect.objectContaining({ id: 40, kind: 'signal', hours: null, rule: null, value: null }),
    ]);
  });

  it('marks some or all alerts read and answers the unread count', async () => {
    const { requests } = captureRequests(() => jsonResponse({ result: 'ok', data: { unread: 3 } }));
    expect(await markAlertInboxRead([41, 40])).toBe(3);
    await markAlertInboxRead(null);
    expect(requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([
      ['POST', '/api/alerts/read'],
      ['POST', '/api/alerts/read'],
    ]);
    expect(await requests[0]?.json()).toEqual({ ids: [41, 40] });
    expect(await requests[1]?.json()).toEqual({});
  });

  it('reads the stream’s own-alert events, and drops ones that do not fit', () => {
    expect(parseUserAlertEvent(JSON.stringify(ruleAlert))).toMatchObject({
      id: 41,
      value: 1_200_000,
    });
    expect(parseUserAlertEvent(JSON.stringify({ ...ruleAlert, title: 5 }))).toBeNull();
    expect(parseUserAlertEvent('{not json')).toBeNull();
    expect(
      parseAlertsReadEvent(JSON.stringify({ ids: [41], unread: 0, time: '2025-06-02T12:00:00Z' })),
    ).toEqual({ ids: [41], unread: 0, time: '2025-06-02T12:00:00Z' });
    expect(parseAlertsReadEvent(JSON.stringify({ ids: null, unread: 0 }))).toBeNull();
  });

  it('links a token to the page the app has for it', () => {
    expect(tokenPagePath({ venue: 'cex', ticker: 'ETH2.0', address: null })).toBe(
      routeTo.tokenDetail('ETH2.0'),
    );
    expect(tokenPagePath({ venue: 'dex', ticker: 'PEPE', address: '0xabc' })).toBe(
      routeTo.search('0xabc'),
    );
  });
});
