import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshGuilds } from './guilds.ts';
import { useSessionStore } from './session-store.ts';
import { resetSessionWorld, signInAs } from './test-fixtures.ts';

beforeEach(() => resetSessionWorld());
afterEach(() => resetSessionWorld());

describe('guild refresh', () => {
  it("requires a connection: 'Discord not connected'", async () => {
    const source = vi.fn(async () => []);
    await expect(refreshGuilds(source)).rejects.toThrow('Discord not connected');
    expect(source).not.toHaveBeenCalled();
  });

  it('stores the fresh guilds when connected', async () => {
    signInAs();
    const guilds = [{ id: '9', name: 'Whales', icon: null }];
    await expect(refreshGuilds(async () => guilds)).resolves.toEqual(guilds);
    expect(useSessionStore.getState().guilds).toEqual(guilds);
  });
});
