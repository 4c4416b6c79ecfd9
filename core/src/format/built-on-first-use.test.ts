import { describe, expect, it, vi } from 'vitest';
import { builtOnFirstUse } from './built-on-first-use.ts';

describe('builtOnFirstUse', () => {
  it('builds nothing until asked, then builds once and hands out the same value', () => {
    const build = vi.fn(() => ({ made: true }));
    const value = builtOnFirstUse(build);
    expect(build).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is undefined instead of building it again', () => {
    const build = vi.fn(() => undefined);
    const value = builtOnFirstUse(build);
    value();
    value();
    expect(build).toHaveBeenCalledTimes(1);
  });
});
