import { describe, expect, it } from 'vitest';
import {
  ALPHA_CARD_YOUNG_TOKEN_MAX_DAYS,
  formatTokenAge,
  tokenAge,
  TOKEN_AGE_BADGES,
} from './token-age.ts';

describe('tokenAge', () => {
  it.each([
    [0, 'fresh'],
    [1, 'fresh'],
    [1.5, 'young'],
    [2, 'young'],
    [7, 'young'],
    [8, null],
    [14, null],
    [null, null],
  ])('reads %s days in tables as %s', (days, age) => {
    expect(tokenAge(days)).toBe(age);
  });

  it('reads young up to 14 days on the alpha DEX card', () => {
    const card = { youngUpToDays: ALPHA_CARD_YOUNG_TOKEN_MAX_DAYS };
    expect(tokenAge(1, card)).toBe('fresh');
    expect(tokenAge(2, card)).toBe('young');
    expect(tokenAge(14, card)).toBe('young');
    expect(tokenAge(15, card)).toBeNull();
  });

  it('labels fresh tokens with a seedling and young ones with a leaf', () => {
    expect(TOKEN_AGE_BADGES.fresh).toMatchObject({ label: 'Fresh Token', markerName: 'seedling' });
    expect(TOKEN_AGE_BADGES.young).toMatchObject({ label: 'Young Token', markerName: 'leaf' });
  });
});

describe('formatTokenAge', () => {
  it.each([
    [0.01, '< 1h'],
    [0.25, '6h'],
    [1, '1d'],
    [1.5, '1d 12h'],
    [3.2, '3d 4h'],
    [12.7, '12d'],
    [null, 'N/A'],
    [-1, 'N/A'],
  ])('shows %s days as %s', (days, text) => {
    expect(formatTokenAge(days)).toBe(text);
  });
});
