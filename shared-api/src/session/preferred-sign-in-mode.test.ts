import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferredSignInMode } from './preferred-sign-in-mode.ts';

function screenWidth(width: number): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === '(max-width: 768px)' && width <= 768,
        media: query,
      }) as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('preferredSignInMode', () => {
  it('uses the popup on desktops', () => {
    screenWidth(1280);
    expect(preferredSignInMode()).toBe('popup');
  });

  it('uses the full-page redirect on phones', () => {
    screenWidth(375);
    expect(preferredSignInMode()).toBe('redirect');
  });
});
