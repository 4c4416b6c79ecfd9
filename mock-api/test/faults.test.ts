import { describe, expect, it } from 'vitest';
import { PATHS } from '@flowscope/shared-api/contract';
import { optionsFromEnv } from '../src/options.ts';
import { postJson, testApi } from './helpers.ts';

describe('fault injection', () => {
  it('is off by default', async () => {
    const options = optionsFromEnv({}, []);
    expect(options.faults).toEqual({ delayMs: 0, failureRate: 0 });
    expect(options.reset).toBe(false);
  });

  it('reads env and the reset flag, and rejects bad values', () => {
    const options = optionsFromEnv(
      { MOCK_DELAY_MS: '1000', MOCK_FAILURE_RATE: '0.1', MOCK_RESET: '1' },
      [],
    );
    expect(options.faults).toEqual({ delayMs: 1000, failureRate: 0.1 });
    expect(options.reset).toBe(true);
    expect(optionsFromEnv({}, ['--reset']).reset).toBe(true);
    expect(() => optionsFromEnv({ MOCK_FAILURE_RATE: '2' }, [])).toThrow(/MOCK_FAILURE_RATE/);
  });

  it("answers 'Server error occurred' (500) at the failure rate, never on /health", async () => {
    const api = testApi({
      faults: {
        failureRate: 0.5,
        random: (() => {
          let i = 0;
          return () => (i++ % 2 === 0 ? 0.1 : 0.9);
        })(),
      },
    });
    const first = await postJson(api, PATHS.search, { user_id: 0, query: '' });
    const second = await postJson(api, PATHS.search, { user_id: 0, query: '' });
    expect(first).toEqual({ status: 500, body: { message: 'Server error occurred' } });
    expect(second.status).toBe(200);
    const always = testApi({ faults: { failureRate: 1 } });
    expect((await always.app.request(PATHS.health)).status).toBe(200);
  });

  it('delays calls, login by half of the base delay', async () => {
    const api = testApi({ faults: { delayMs: 120 } });
    let started = performance.now();
    await postJson(api, PATHS.search, { user_id: 0, query: '' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
    started = performance.now();
    await postJson(api, PATHS.login, { email: 'x@y.z', password: 'p' });
    const login = performance.now() - started;
    expect(login).toBeGreaterThanOrEqual(55);
    expect(login).toBeLessThan(115);
  });
});
