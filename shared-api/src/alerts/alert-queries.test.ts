import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { setupEndpointTests } from '../endpoints/test-setup.ts';
import { captureRequests, jsonResponse } from '../http/test-support.ts';
import { alertKeys, alertQueries } from './alert-queries.ts';

setupEndpointTests();

describe('alert queries', () => {
  it('key each answer by the trader, and a webhook change reaches its delivery log', async () => {
    const { requests } = captureRequests((request) =>
      new URL(request.url).pathname.endsWith('/deliveries')
        ? jsonResponse({ result: 'ok', data: [] })
        : jsonResponse({ result: 'ok', data: { alerts: [], unread: 0 } }),
    );
    const client = new QueryClient();
    expect(await client.fetchQuery(alertQueries.inbox('u1'))).toEqual({ alerts: [], unread: 0 });
    await client.fetchQuery(alertQueries.deliveries('u1'));
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/alerts',
      '/api/alerts/webhook/deliveries',
    ]);
    expect(alertKeys.rules('u1')).not.toEqual(alertKeys.rules('u2'));
    await client.invalidateQueries({ queryKey: alertKeys.webhook('u1'), refetchType: 'none' });
    expect(client.getQueryState(alertKeys.deliveries('u1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(alertKeys.inbox('u1'))?.isInvalidated).toBe(false);
  });
});
