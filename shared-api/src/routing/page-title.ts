import { useEffect } from 'react';

export const PRODUCT_NAME = 'Flowscope';

/** The meta description of a page that has none of its own (also in the HTML template). */
export const PRODUCT_DESCRIPTION =
  'Flowscope shows crypto traders which tokens smart-money wallets and influencers accumulate and hold, on centralised and decentralised exchanges.';

/** The document title of a page: `<Name> - Flowscope` (spec §2). */
export function pageTitle(name: string): string {
  return `${name} - ${PRODUCT_NAME}`;
}

/**
 * For a screen whose name depends on what it shows (a token's page: 'BTC Token Detail'), so
 * a tab or a bookmark says which token it is. The shell sets the route's own name first.
 */
export function useScreenTitle(name: string | null): void {
  useEffect(() => {
    if (name !== null) document.title = pageTitle(name);
  }, [name]);
}
