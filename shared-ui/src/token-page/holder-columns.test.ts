import { describe, expect, it } from 'vitest';
import { tableToCsv } from '../power-tools/csv/table-csv.ts';
import { HOLDER_COLUMNS, holderColumns } from './holder-columns.tsx';
import { toHolderTableRows, type TokenHolderLike } from './holder-rows.ts';

const HOLDER: TokenHolderLike = {
  id: 1,
  wallet: '0x1234567890abcdef1234567890abcdef12345678',
  positionType: 'long',
  holdings: 2_500_000,
  holdingsFormatted: '$2.50M',
  entryPriceFormatted: '$64,250.50',
  netflow: -12_500.25,
  netflowFormatted: '-$12.50K',
  pnl: 180_000,
  pnlFormatted: '+$180.00K',
  lastTrade: '2026-11-24T14:05:00Z',
  lastTradeFormatted: '24/11/2026 15:05 CET',
};

function exported(holders: readonly TokenHolderLike[]): Record<string, string>[] {
  const [header = [], ...records] = tableToCsv(HOLDER_COLUMNS, toHolderTableRows(holders))
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
  return records.map((record) =>
    Object.fromEntries(header.map((label, index) => [label, record[index] ?? ''])),
  );
}

describe('SMW Holders export', () => {
  it('writes the last trade as an ISO 8601 UTC time, not the Prague date shown', () => {
    const [record] = exported([HOLDER]);
    expect(record?.['Last Trade']).toBe('2026-11-24T14:05:00.000Z');
    expect(record?.['Last Trade']).not.toBe(HOLDER.lastTradeFormatted);
  });

  it('writes raw numbers in every figure column and counts the rows', () => {
    expect(exported([HOLDER])[0]).toEqual({
      '#': '1',
      Wallet: HOLDER.wallet,
      Position: 'long',
      Holdings: '2500000',
      'Entry Price': '64250.5',
      Netflow: '-12500.25',
      PNL: '180000',
      'Last Trade': '2026-11-24T14:05:00.000Z',
    });
  });

  it('leaves the time empty for a holder who never traded', () => {
    const [record] = exported([{ ...HOLDER, lastTrade: null, lastTradeFormatted: '' }]);
    expect(record?.['Last Trade']).toBe('');
  });

  it("leaves Position out of a DEX token's holders", () => {
    expect(holderColumns({ showPosition: false }).map((column) => column.label)).not.toContain(
      'Position',
    );
    expect(holderColumns().map((column) => column.label)).toContain('Position');
  });
});
