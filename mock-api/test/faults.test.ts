import { describe, expect, it, vi } from 'vitest';
import { PATHS } from '@flowscope/shared-api/contract';
import { optionsFromEnv } from '../src/options.ts';
import { postJson, testApi } from './helpers.ts';

/** The call is still waiting a millisecond before `ms` and answers once `ms` have passed. */
async function expectAnsweredAfter(call: () => Promise<unknown>, ms: number): Promise<void> {
  let answered = false;
  const answer = call().then(() => {
    answered = true;
  });
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(answered, `answered before ${ms} ms`).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  // No more fake time passes: a longer delay never answers, and the test times out.
  await answer;
}

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

  it('delays calls by the base delay, login by half of it', async () => {
    // Fake timers: the delay is proven to the millisecond, whatever the machine's load.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const api = testApi({ faults: { delayMs: 120 } });
      await expectAnsweredAfter(() => postJson(api, PATHS.search, { user_id: 0, query: '' }), 120);
      await expectAnsweredAfter(
        () => postJson(api, PATHS.login, { email: 'x@y.z', password: 'p' }),
        60,
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
