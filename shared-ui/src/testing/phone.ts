import { vi } from 'vitest';

/** A phone held upright (iPhone 12 to 15), the width the phone layout is checked at. */
export const PHONE_WIDTH = 390;

function matchesWidth(query: string, width: number): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  if (!max && !min) return false;
  return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
}

/**
 * Makes the page's media queries answer as a phone of `width` pixels would (the test DOM is
 * 1024 px wide), so screens draw their phone layout: tables as row cards. Undone after each
 * test by vitest's restoreMocks.
 */
export function viewAsPhone(width: number = PHONE_WIDTH): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matchesWidth(query, width),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
