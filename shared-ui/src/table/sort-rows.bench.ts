import { bench, describe } from 'vitest';
import { pageSlice } from './paging.ts';
import { sortRows } from './sort-rows.ts';

/** 10,000 rows shaped like a Top Accumulations list: names, money strings, numbers, nulls. */
const NAMES = [
  'Čap',
  'chata',
  'Hrad',
  'Bitcoin',
  'ethereum',
  'Šnek',
  'pepe',
  'Ábel',
  'zeta',
  'Řeka',
];
const SUFFIXES = ['K', 'M', 'B', ' million', 'T'];
const rows = Array.from({ length: 10_000 }, (_, index) => {
  const spread = (index * 7919) % 10_007;
  return {
    id: index,
    tokenName: `${NAMES[index % NAMES.length]} ${spread.toString(36)}`,
    netflowFormatted:
      index % 50 === 0 ? null : `$${(spread / 100).toFixed(2)}${SUFFIXES[index % 5]}`,
    marketCap: index % 40 === 0 ? null : spread * 1234.5,
  };
});

describe('sort + page 10,000 rows', () => {
  bench('numbers (marketCap, desc) + page 1 of 20', () => {
    pageSlice(sortRows(rows, 'marketCap', 'desc'), 1, 20);
  });
  bench('money strings (netflowFormatted, desc) + page 1 of 20', () => {
    pageSlice(sortRows(rows, 'netflowFormatted', 'desc'), 1, 20);
  });
  bench('Czech names (tokenName, asc) + page 1 of 20', () => {
    pageSlice(sortRows(rows, 'tokenName', 'asc'), 1, 20);
  });
});

describe('page only (sorted list kept in memory)', () => {
  const sorted = sortRows(rows, 'marketCap', 'desc');
  bench('page 250 of 40 rows', () => {
    pageSlice(sorted, 250, 40);
  });
});
