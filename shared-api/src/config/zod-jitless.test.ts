import { afterEach, describe, expect, it, vi } from 'vitest';

const RealFunction = globalThis.Function;

afterEach(() => {
  globalThis.Function = RealFunction;
});

describe('zod under a CSP without eval', () => {
  it('never reaches for `new Function` while shared-api loads and parses', async () => {
    const evalAttempts = vi.fn();
    // What a strict CSP does to eval: it throws, and Firefox reports a violation each time.
    globalThis.Function = function blockedByCsp(...args: unknown[]) {
      evalAttempts(args);
      throw new EvalError('Refused to evaluate a string as JavaScript');
    } as unknown as FunctionConstructor;

    // The entry, as the page loads it: every schema it builds must find zod already jitless.
    await import('../index.ts');
    const { SignalEventSchema } = await import('../live/live-events.ts');
    const z = await import('zod/mini');
    const parsed = z.object({ ticker: z.string() }).safeParse({ ticker: 'BTC' });

    expect(parsed.success).toBe(true);
    expect(SignalEventSchema.safeParse({}).success).toBe(false);
    expect(evalAttempts).not.toHaveBeenCalled();
    expect(z.config().jitless).toBe(true);
  });
});
