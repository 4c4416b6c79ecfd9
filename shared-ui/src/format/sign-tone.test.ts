import { describe, expect, it } from 'vitest';
import { CENTS_ROUNDING, signTone } from './sign-tone.ts';

describe('signTone', () => {
  it('colours gains green and losses red', () => {
    expect(signTone(12.5)).toBe('positive');
    expect(signTone(-0.01)).toBe('attention');
  });

  it("leaves zero, and what reads '$0.00', plain rather than green", () => {
    expect(signTone(0)).toBe('default');
    expect(signTone(0.004, CENTS_ROUNDING)).toBe('default');
    expect(signTone(-0.004, CENTS_ROUNDING)).toBe('default');
    expect(signTone(null)).toBe('default');
  });
});
