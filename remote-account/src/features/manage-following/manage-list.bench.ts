import { bench, describe } from 'vitest';
import { pageSlice, sortRows } from '@flowscope/shared-ui';
import { visibleInfluencers } from './manage-view.ts';

/**
 * What one keystroke, header click or page turn costs on the manage list (500-800
 * influencers): the tab and search filter, the client sort and the page slice, as the
 * screen runs them. `npm run bench -w @flowscope/remote-account`.
 */
const SIZE = 800;
const WORDS = [
  'whale',
  'Crypto',
  'degen',
  'alpha',
  'Šťastný',
  'moon',
  'perp',
  'Ábel',
  'sol',
  'eth',
];
const rows = Array.from({ length: SIZE }, (_, index) => {
  const spread = (index * 7919) % 10_007;
  return {
    id: index + 1,
    rank: index + 1,
    twitterHandle: `${WORDS[index % WORDS.length]}_${spread.toString(36)}`,
    pnl: (spread - 5000) * 137.5,
    wallets: spread % 40,
    trades: spread % 300,
  };
});
const followed = new Set(
  rows.filter((_, index) => index % 25 === 0).map((row) => row.twitterHandle.toLowerCase()),
);

describe(`manage list, ${SIZE} influencers`, () => {
  bench('search keystroke: filter + page 1 of 10', () => {
    pageSlice(visibleInfluencers(rows, { tab: 'all', followed, search: 'wha' }), 1, 10);
  });
  bench('search keystroke on a sorted view: filter + sort by PNL + page 1', () => {
    const found = visibleInfluencers(rows, { tab: 'all', followed, search: 'a' });
    pageSlice(sortRows(found, 'pnl', 'desc'), 1, 10);
  });
  bench('sort by Name (Czech collation) + page 1 of 10', () => {
    pageSlice(sortRows(rows, 'twitterHandle', 'asc'), 1, 10);
  });
  bench('sort by Wallets + page 1 of 100', () => {
    pageSlice(sortRows(rows, 'wallets', 'desc'), 1, 100);
  });
  bench('Chosen tab: filter by follows', () => {
    visibleInfluencers(rows, { tab: 'chosen', followed, search: '' });
  });
  const sorted = sortRows(rows, 'pnl', 'desc');
  bench('page turn (sorted list kept): page 40 of 10', () => {
    pageSlice(sorted, 40, 10);
  });
});
