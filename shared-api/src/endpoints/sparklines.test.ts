import { describe, expect, it } from 'vitest';
import type { Sparkline } from '../contract/sparklines.ts';
import { captureRequests, jsonResponse, routeByPath, signInForTest } from '../http/test-support.ts';
import { fetchSparklines, mapSparkline, sparklineKey } from './sparklines.ts';
import { setupEndpointTests } from './test-setup.ts';

setupEndpointTests();

const FROM = '2025-06-01T12:00:00.000Z';

const line = (token: Partial<Sparkline>, values: number[]): Sparkline => ({
  ...token,
  points: values.map((value, i) => ({
    timestamp: new Date(Date.parse(FROM) + (i + 1) * 3_600_000).toISOString(),
    value,
  })),
});

describe('POST /sparklines', () => {
  it('asks once for a page of rows, with the list window', async () => {
    signInForTest('123456789012345678');
    const api = routeByPath({
      '/sparklines': { result: 'ok', data: [line({ coin: 'BTC' }, [1, 2])] },
    });
    await fetchSparklines({
      kind: 'netflow',
      venue: 'cex',
      fromDatetime: FROM,
      toDatetime: '2025-06-02T12:00:00.000Z',
      tokens: [{ coin: 'BTC' }, { coin: 'ETH' }, { coin: 'btc' }],
    });
    expect(await api.payloads()).toEqual([
      {
        path: '/sparklines',
        body: {
          user_id: '123456789012345678',
          kind: 'netflow',
          venue: 'cex',
          from_datetime: FROM,
          to_datetime: '2025-06-02T12:00:00.000Z',
          tokens: [{ coin: 'BTC' }, { coin: 'ETH' }],
        },
      },
    ]);
  });

  it('splits more tokens than one call takes, and makes no call for none', async () => {
    const { requests } = captureRequests(() => jsonResponse({ result: 'ok', data: [] }));
    const tokens = Array.from({ length: 150 }, (_, i) => ({
      network: 'base' as const,
      address: `0x${i.toString(16).padStart(40, '0')}`,
    }));
    await fetchSparklines({
      kind: 'holdings',
      venue: 'dex',
      fromDatetime: FROM,
      points: 12,
      tokens,
    });
    const bodies = (await Promise.all(requests.map((request) => request.json()))) as {
      tokens: unknown[];
      points: number;
    }[];
    expect(bodies.map((body) => body.tokens.length)).toEqual([100, 50]);
    expect(bodies.every((body) => body.points === 12)).toBe(true);
    await fetchSparklines({ kind: 'holdings', venue: 'dex', fromDatetime: FROM, tokens: [] });
    expect(requests).toHaveLength(2);
  });

  it('answers the lines by the key a row finds them with, whatever the address case', async () => {
    routeByPath({
      '/sparklines': {
        result: 'ok',
        data: [
          line(
            { network: 'base', address: '0xabcdef0000000000000000000000000000000001' },
            [5, -2, 0.5],
          ),
          line({ network: 'solana', address: 'So1aNaCaseMatters' }, [1]),
        ],
      },
    });
    const lines = await fetchSparklines({
      kind: 'netflow',
      venue: 'dex',
      fromDatetime: FROM,
      tokens: [
        { network: 'base', address: '0xABCDEF0000000000000000000000000000000001' },
        { network: 'solana', address: 'So1aNaCaseMatters' },
      ],
    });
    const evm =
      lines[
        sparklineKey({ network: 'base', address: '0xABCDEF0000000000000000000000000000000001' })
      ];
    expect(evm).toMatchObject({ values: [5, -2, 0.5], total: 3.5, min: -2, max: 5, trend: 'up' });
    expect(
      lines[sparklineKey({ network: 'solana', address: 'so1anacasematters' })],
    ).toBeUndefined();
    expect(
      lines[sparklineKey({ network: 'solana', address: 'So1aNaCaseMatters' })]?.values,
    ).toEqual([1]);
  });

  it('rejects an answer that is not the contract', async () => {
    routeByPath({
      '/sparklines': { result: 'ok', data: [{ coin: 'BTC', points: [{ value: 1 }] }] },
    });
    await expect(
      fetchSparklines({
        kind: 'netflow',
        venue: 'cex',
        fromDatetime: FROM,
        tokens: [{ coin: 'BTC' }],
      }),
    ).rejects.toMatchObject({ name: 'ApiError', message: 'Unexpected response from /sparklines' });
  });
});

describe('a sparkline for display', () => {
  it('sums netflow and reads its sign; ends holdings and compares them with the start', () => {
    expect(mapSparkline(line({ coin: 'eth' }, [0.1, 0.2, -0.7]), 'netflow')).toMatchObject({
      key: 'cex:ETH',
      total: -0.4,
      trend: 'down',
    });
    expect(mapSparkline(line({ coin: 'ETH' }, [100, 50, 100]), 'holdings')).toMatchObject({
      total: 100,
      trend: 'flat',
    });
    expect(mapSparkline(line({ coin: 'ETH' }, [100, 50, 120]), 'holdings')?.trend).toBe('up');
    expect(mapSparkline(line({}, [1]), 'netflow')).toBeNull();
  });
});
