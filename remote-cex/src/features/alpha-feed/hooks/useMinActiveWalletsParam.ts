import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_MIN_ACTIVE_WALLETS, minActiveWalletsFromQuery } from '../minActiveWallets.ts';

/** The query parameter that carries the filter, so a link shares the view. */
export const MIN_ACTIVE_WALLETS_PARAM = 'minActiveWallets';

/** The 'Min active wallets' filter, kept in the URL query. */
export function useMinActiveWalletsParam(): [number, (value: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const minActiveWallets = minActiveWalletsFromQuery(searchParams.get(MIN_ACTIVE_WALLETS_PARAM));

  const setMinActiveWallets = useCallback(
    (value: number) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          // The default stays out of the URL, so the plain address is the default view.
          if (value === DEFAULT_MIN_ACTIVE_WALLETS) next.delete(MIN_ACTIVE_WALLETS_PARAM);
          else next.set(MIN_ACTIVE_WALLETS_PARAM, String(value));
          return next;
        },
        // A filter change adjusts this view rather than adding a history step.
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return [minActiveWallets, setMinActiveWallets];
}
