import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSharedApiState } from '@flowscope/shared-api/testing';
import { addDays, pragueToday } from '@flowscope/shared-ui';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentUrl,
  detailRequests,
  renderTokenDetail,
  signInPremium,
  startDetailTestApi,
  warmUpMarket,
  WARM_UP_TIMEOUT_MS,
  type DetailTestApi,
} from '../../test/token-detail-test-kit.tsx';

vi.mock(
  'lightweight-charts',
  async () => (await import('@flowscope/shared-ui/testing')).fakeLightweightCharts,
);

const LOADED = { timeout: 15_000 };
const HOUR = 3_600_000;

let kit: DetailTestApi;

beforeAll(warmUpMarket, WARM_UP_TIMEOUT_MS);

beforeEach(() => {
  kit = startDetailTestApi();
});

afterEach(() => {
  cleanup();
  kit.api.close();
  resetSharedApiState();
});

/** from_datetime as hours before now (to the nearest hour). */
function hoursBack(body: Record<string, unknown> | undefined): number {
  return Math.round((Date.now() - Date.parse(String(body?.from_datetime))) / HOUR);
}

async function loaded() {
  await screen.findByRole('heading', { level: 1, name: 'Bitcoin BTC' }, LOADED);
}

describe('TokenDetailScreen periods', () => {
  it('loads the last 24 hours first, then the window of the chosen tab', async () => {
    const user = userEvent.setup();
    renderTokenDetail('/top-holdings-cex/BTC');
    await loaded();
    const periods = screen.getByRole('tablist', { name: 'Period' });
    expect(within(periods).getByRole('tab', { name: '24h', selected: true })).toBeTruthy();
    const [first] = detailRequests(kit);
    expect(first).toMatchObject({ user_id: 0, coin: 'BTC' });
    expect(first).not.toHaveProperty('to_datetime');
    expect(hoursBack(first)).toBe(24);

    for (const [label, param, hours] of [
      ['3 days', '3d', 72],
      ['7 days', '7d', 168],
      ['30 days', '30d', 720],
    ] as const) {
      const before = detailRequests(kit).length;
      await user.click(within(periods).getByRole('tab', { name: label }));
      expect(currentUrl()).toBe(`/top-holdings-cex/BTC?period=${param}`);
      await waitFor(() => expect(detailRequests(kit)).toHaveLength(before + 1));
      expect(hoursBack(detailRequests(kit).at(-1))).toBe(hours);
    }
  });

  it('opens on the period the URL names', async () => {
    renderTokenDetail('/top-holdings-cex/BTC?period=7d');
    await loaded();
    expect(screen.getByRole('tab', { name: '7 days', selected: true })).toBeTruthy();
    expect(hoursBack(detailRequests(kit)[0])).toBe(168);
  });

  it('lets a custom range override the tab, up to the end of its last day', async () => {
    const user = userEvent.setup();
    renderTokenDetail('/top-holdings-cex/BTC?period=7d');
    await loaded();
    const to = addDays(pragueToday(), -1);
    const from = addDays(to, -2);
    const field = screen.getByRole('textbox', { name: 'Custom date range' });
    await user.clear(field);
    await user.type(field, `${from} → ${to}{Enter}`);

    expect(currentUrl()).toBe(`/top-holdings-cex/BTC?period=7d&from=${from}&to=${to}`);
    await waitFor(() => expect(detailRequests(kit)).toHaveLength(2));
    const [year, month, day] = from.split('-').map(Number) as [number, number, number];
    const [toYear, toMonth, toDay] = to.split('-').map(Number) as [number, number, number];
    expect(detailRequests(kit)[1]).toEqual({
      user_id: 0,
      coin: 'BTC',
      from_datetime: new Date(year, month - 1, day).toISOString(),
      to_datetime: new Date(toYear, toMonth - 1, toDay, 23, 59, 59, 999).toISOString(),
    });
    const periods = screen.getByRole('tablist', { name: 'Period' });
    expect(within(periods).queryByRole('tab', { selected: true })).toBeNull();

    // A period tab ends the custom range.
    await user.click(within(periods).getByRole('tab', { name: '24h' }));
    expect(currentUrl()).toBe('/top-holdings-cex/BTC');
    await waitFor(() => expect(detailRequests(kit)).toHaveLength(3));
    expect(detailRequests(kit)[2]).not.toHaveProperty('to_datetime');
  });
});

describe('TokenDetailScreen and sign-in', () => {
  it('asks as the signed-in user, who sees the wallets', async () => {
    const userId = signInPremium(kit);
    renderTokenDetail('/top-holdings-cex/BTC?tab=smw-holders');
    const table = await screen.findByRole('table', { name: 'SMW Holders' }, LOADED);
    expect(detailRequests(kit)[0]).toMatchObject({ user_id: userId, coin: 'BTC' });
    expect(within(table).queryByText('***')).toBeNull();
    expect(kit.lastAnswer?.holders[0]?.wallet).not.toBe('***');
  });

  it('reloads when the visitor signs in on the page', async () => {
    renderTokenDetail('/top-holdings-cex/BTC');
    await loaded();
    expect(detailRequests(kit)).toHaveLength(1);
    let userId = '';
    act(() => {
      userId = signInPremium(kit);
    });
    await waitFor(() => expect(detailRequests(kit)).toHaveLength(2));
    expect(detailRequests(kit)[1]).toMatchObject({ user_id: userId });
  });
});
