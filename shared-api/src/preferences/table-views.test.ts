import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeApi,
  jsonResponse,
  notices,
  resetSessionWorld,
  signInAs,
  TRADER,
} from '../session/test-fixtures.ts';
import { loadPreferences } from './preferences-sync.ts';
import { saveServerTableView, serverTableView, serverTableViewsActive } from './table-views.ts';

const DEFAULTS = {
  currency: 'USD',
  dateFormat: 'DD/MM/YYYY',
  numberFormat: 'en-US',
  refreshInterval: 30000,
};
const path = `/users/${TRADER.id}/preferences`;
const TABLE = 'top-accumulations-dex:Top Accumulations';
const VIEW = { hidden: ['ticker', 'walletsInteracted'], order: [], density: 'compact' as const };

beforeEach(() => resetSessionWorld());
afterEach(() => resetSessionWorld());

describe('table views in the server preferences', () => {
  it('are not used for anonymous visitors', () => {
    expect(serverTableViewsActive()).toBe(false);
  });

  it("come back from the signed-in user's preferences", async () => {
    fakeApi({
      [`GET ${path}`]: () =>
        jsonResponse({ preferences: { ...DEFAULTS, tables: { [TABLE]: VIEW } } }),
    });
    signInAs();
    await loadPreferences();
    expect(serverTableViewsActive()).toBe(true);
    expect(serverTableView(TABLE)).toEqual(VIEW);
  });

  it('are saved with PATCH, every table at once, and kept as the server answers', async () => {
    const other = { hidden: [], order: ['score'], density: 'comfortable' as const };
    const saved = { ...DEFAULTS, tables: { 'favorites:Favorites': other, [TABLE]: VIEW } };
    const { sent } = fakeApi({
      [`GET ${path}`]: () =>
        jsonResponse({ preferences: { ...DEFAULTS, tables: { 'favorites:Favorites': other } } }),
      [`PATCH ${path}`]: () => jsonResponse({ preferences: saved }),
    });
    signInAs();
    await loadPreferences();
    await saveServerTableView(TABLE, VIEW);
    expect(sent.at(-1)).toMatchObject({
      method: 'PATCH',
      path,
      body: { preferences: { tables: { 'favorites:Favorites': other, [TABLE]: VIEW } } },
    });
    expect(serverTableView(TABLE)).toEqual(VIEW);
    expect(serverTableView('favorites:Favorites')).toEqual(other);
  });

  it('say so when the save fails, and keep the view for this visit', async () => {
    fakeApi({ [`GET ${path}`]: () => jsonResponse({ preferences: DEFAULTS }) });
    signInAs();
    await loadPreferences();
    await saveServerTableView(TABLE, VIEW);
    expect(notices()).toEqual([
      {
        type: 'error',
        title: 'Save Failed',
        message: 'Your table view (columns, density, page size) could not be saved.',
      },
    ]);
    expect(serverTableView(TABLE)).toEqual(VIEW);
  });
});
