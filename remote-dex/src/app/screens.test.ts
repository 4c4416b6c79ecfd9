import { screensOf } from '@flowscope/shared-api';
import { describe, expect, it } from 'vitest';
import { build, screens } from './screens.ts';

describe('remote-dex public face', () => {
  it('exposes exactly the screens the routing contract assigns to it', () => {
    expect(Object.keys(screens).sort()).toEqual([...screensOf('dex')].sort());
  });

  it('loads every screen as a component', async () => {
    for (const load of Object.values(screens)) {
      const module = await load();
      expect(typeof module.default).toBe('function');
    }
  });

  it('names its build', () => {
    expect(build).toMatchObject({ remote: 'dex', version: '1.0.0' });
  });
});
