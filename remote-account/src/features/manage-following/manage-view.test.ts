import { describe, expect, it } from 'vitest';
import { emptyStateOf, MANAGE_PARAMS, searchNeedle, visibleInfluencers } from './manage-view.ts';

const rows = ['PerpWhale', 'btcmaxi', 'whale_alert', 'kitty'].map((twitterHandle) => ({
  twitterHandle,
}));
const handles = (list: readonly { twitterHandle: string }[]) => list.map((r) => r.twitterHandle);
const followed = new Set(['perpwhale', 'kitty']);

describe('visibleInfluencers', () => {
  it('All: every row matching the search, without case or a leading @', () => {
    expect(handles(visibleInfluencers(rows, { tab: 'all', followed, search: '' }))).toEqual(
      handles(rows),
    );
    expect(handles(visibleInfluencers(rows, { tab: 'all', followed, search: ' @WHALE ' }))).toEqual(
      ['PerpWhale', 'whale_alert'],
    );
  });

  it('Chosen: only followed rows, still narrowed by the search', () => {
    expect(handles(visibleInfluencers(rows, { tab: 'chosen', followed, search: '' }))).toEqual([
      'PerpWhale',
      'kitty',
    ]);
    expect(handles(visibleInfluencers(rows, { tab: 'chosen', followed, search: 'kit' }))).toEqual([
      'kitty',
    ]);
    expect(visibleInfluencers(rows, { tab: 'chosen', followed: new Set(), search: '' })).toEqual(
      [],
    );
  });

  it('keeps the order it is given (the server ranks by popularity)', () => {
    const reversed = [...rows].reverse();
    expect(handles(visibleInfluencers(reversed, { tab: 'all', followed, search: 'a' }))).toEqual([
      'whale_alert',
      'btcmaxi',
      'PerpWhale',
    ]);
  });
});

describe('emptyStateOf', () => {
  it("says nobody is chosen only on the Chosen tab with no follows; otherwise 'no results'", () => {
    expect(emptyStateOf('chosen', 0)).toBe('none-chosen');
    expect(emptyStateOf('chosen', 2)).toBe('no-results');
    expect(emptyStateOf('all', 0)).toBe('no-results');
  });
});

describe('URL parameters', () => {
  it('reads an unknown tab as All and keeps search text', () => {
    expect(MANAGE_PARAMS.tab.parse('mine')).toBe('all');
    expect(MANAGE_PARAMS.tab.parse('chosen')).toBe('chosen');
    expect(MANAGE_PARAMS.search.parse('whale')).toBe('whale');
    expect(searchNeedle('  @Whale')).toBe('whale');
  });
});
