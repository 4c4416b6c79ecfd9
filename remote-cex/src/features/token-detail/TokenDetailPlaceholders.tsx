import type { Theme } from '@emotion/react';
import { Spinner } from '@flowscope/shared-ui';

/**
 * The token header's height (name row, then price and market cap, which wrap below it on a
 * phone), kept while the first answer loads so the period tabs under it never move.
 */
export function TokenDetailHeaderPlaceholder() {
  return (
    <div
      aria-hidden="true"
      data-skeleton=""
      css={(t: Theme) => ({
        minHeight: 57,
        [`@media (max-width: ${t.breakpoints.mobile}px)`]: { minHeight: 106 },
      })}
    />
  );
}

/**
 * The spinner in the space the token's tabs and overview will take (over a screen tall), so
 * nothing below them is in view before they arrive and has to move.
 */
export function TokenDetailLoading() {
  return (
    <div
      css={(t: Theme) => ({
        display: 'grid',
        placeItems: 'start center',
        minHeight: '100vh',
        padding: t.spacing.xxl,
      })}
    >
      <Spinner size="lg" label="Loading token detail" />
    </div>
  );
}
