import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOKEN_LIFETIME_S,
  expiresAtFrom,
  isTokenValid,
  needsRefresh,
  SESSION_REFRESH_INTERVAL_MS,
} from './token-validity.ts';

const NOW = 1_700_000_000_000;
const MIN = 60_000;
const at = (msLeft: number) => ({ expiresAt: NOW + msLeft });

describe('token validity (spec §4)', () => {
  it('is valid only while more than 5 minutes remain', () => {
    expect(isTokenValid(at(5 * MIN + 1), NOW)).toBe(true);
    expect(isTokenValid(at(5 * MIN), NOW)).toBe(false);
    expect(isTokenValid(at(-1), NOW)).toBe(false);
    expect(isTokenValid(null, NOW)).toBe(false);
  });

  it('needs a refresh at 10 minutes or less', () => {
    expect(needsRefresh(at(10 * MIN + 1), NOW)).toBe(false);
    expect(needsRefresh(at(10 * MIN), NOW)).toBe(true);
    expect(needsRefresh(at(MIN), NOW)).toBe(true);
    expect(needsRefresh(undefined, NOW)).toBe(true);
  });

  it('assumes 30 days (2,592,000 s) when no lifetime is given', () => {
    expect(DEFAULT_TOKEN_LIFETIME_S).toBe(2_592_000);
    expect(expiresAtFrom(undefined, NOW)).toBe(NOW + 2_592_000_000);
    expect(expiresAtFrom(null, NOW)).toBe(NOW + 2_592_000_000);
    expect(expiresAtFrom(0, NOW)).toBe(NOW + 2_592_000_000);
    expect(expiresAtFrom(3600, NOW)).toBe(NOW + 3_600_000);
  });

  it('refreshes every 720 minutes; the default lifetime is the 720-hour session', () => {
    expect(SESSION_REFRESH_INTERVAL_MS).toBe(720 * 60 * 1000);
    expect(DEFAULT_TOKEN_LIFETIME_S * 1000).toBe(720 * 60 * 60 * 1000);
  });
});
