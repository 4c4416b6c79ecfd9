import type { RowWalletsView } from '@flowscope/shared-api';
import { describe, expect, it } from 'vitest';
import { rowWalletsSummary } from './row-wallets-summary.ts';

const view = (list: RowWalletsView['list'], holderChange: number): RowWalletsView =>
  ({
    token: { ticker: 'BTC' },
    list,
    counts: {
      wallets: 12,
      walletsFormatted: '12',
      traded: 9,
      netLongWallets: 6,
      netShortWallets: 3,
      holderChange,
      longHolders: 10,
      shortHolders: 2,
    },
  }) as RowWalletsView;

describe("a row's wallets in one sentence", () => {
  it('says who traded it and which way, as the Top Accumulations row counts them', () => {
    expect(rowWalletsSummary(view('accumulations', 2), 'the last 24 hours')).toBe(
      '9 wallets traded BTC in the last 24 hours: 6 net long, 3 net short, +2 holders.',
    );
    expect(rowWalletsSummary(view('accumulations', -1), 'the last 4 hours')).toContain(
      '−1 holders',
    );
  });

  it('says who holds it now, as the Top Holdings row counts them', () => {
    expect(rowWalletsSummary(view('holdings', 0), 'the last 24 hours')).toBe(
      '12 wallets hold BTC now: 10 long, 2 short.',
    );
  });
});
