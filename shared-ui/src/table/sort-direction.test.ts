import { describe, expect, it } from 'vitest';
import { initialSortDirection, nextSortState } from './sort-direction.ts';

describe('initialSortDirection', () => {
  it.each([
    'netflowFormatted',
    'marketCap',
    'netflow',
    'netflowVsCap',
    'avgEntryPrice',
    'amountBoughtAmount',
    'longEntry',
    'currentPrice',
  ])('starts %s descending', (key) => {
    expect(initialSortDirection({ key })).toBe('desc');
  });

  it.each(['tokenName', 'score', 'symbol', 'wallets', 'smwChange', 'days_old'])(
    'starts %s ascending',
    (key) => {
      expect(initialSortDirection({ key })).toBe('asc');
    },
  );

  it('starts any column with a sortKey descending', () => {
    expect(initialSortDirection({ key: 'score', sortKey: 'rawScore' })).toBe('desc');
  });

  it('matches the key parts as the spec spells them', () => {
    expect(initialSortDirection({ key: 'Netflow' })).toBe('asc');
  });
});

describe('nextSortState', () => {
  const name = { key: 'tokenName', sortable: true };
  const cap = { key: 'marketCap', sortable: true };

  it('toggles the same column between asc and desc', () => {
    const first = nextSortState(null, name);
    expect(first).toEqual({ key: 'tokenName', direction: 'asc' });
    const second = nextSortState(first, name);
    expect(second).toEqual({ key: 'tokenName', direction: 'desc' });
    expect(nextSortState(second, name)).toEqual({ key: 'tokenName', direction: 'asc' });
  });

  it('starts a newly chosen column in its own direction', () => {
    expect(nextSortState({ key: 'tokenName', direction: 'asc' }, cap)).toEqual({
      key: 'marketCap',
      direction: 'desc',
    });
  });

  it('leaves the sort alone for a column that is not sortable', () => {
    const current = { key: 'tokenName', direction: 'asc' } as const;
    expect(nextSortState(current, { key: 'network' })).toBe(current);
  });
});
