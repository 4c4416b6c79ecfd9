import { describe, expect, it } from 'vitest';
import { pathMatches } from '../routing/route-manifest.ts';
import { SCREEN_ROUTES } from '../routing/routes.ts';
import { rowWalletsHref } from './row-wallets-link.ts';

const ROW_WALLETS_PATH = SCREEN_ROUTES.rowWallets.path;

describe('rowWalletsHref', () => {
  it("opens the wallets behind a CEX row on the row's list and period", () => {
    const href = rowWalletsHref({ venue: 'cex', coin: 'BTC' }, 'accumulations', {
      selectedTimePeriod: '7d',
      customDateRange: null,
    });
    expect(href).not.toBeNull();
    const url = new URL(href ?? '', 'https://app.test');
    expect(pathMatches(ROW_WALLETS_PATH, url.pathname)).toBe(true);
    expect(url.pathname).toContain('/cex/BTC/');
    expect(url.searchParams.get('list')).toBe('accumulations');
    expect(url.searchParams.get('period')).toBe('7d');
  });

  it('carries a custom day range, which the wallets screen reads over the period', () => {
    const href = rowWalletsHref(
      { venue: 'dex', network: 'base', address: '0x1111111111111111111111111111111111111111' },
      'holdings',
      {
        selectedTimePeriod: '24h',
        customDateRange: { from: '2026-11-01', to: '2026-11-07' },
      },
    );
    const url = new URL(href ?? '', 'https://app.test');
    expect(url.searchParams.get('list')).toBe('holdings');
    expect(url.searchParams.get('from')).toBe('2026-11-01');
    expect(url.searchParams.get('to')).toBe('2026-11-07');
  });

  it('gives a masked row (no token) no link', () => {
    expect(rowWalletsHref(null, 'holdings', null)).toBeNull();
  });
});
