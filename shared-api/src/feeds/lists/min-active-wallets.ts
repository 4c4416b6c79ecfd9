import { intParam, DEFAULT_MIN_ACTIVE_WALLETS, MIN_ACTIVE_WALLETS_OPTIONS } from '@flowscope/core';

/**
 * The alpha feeds' 'Min active wallets' filter in the URL (`?minActiveWallets=5`): one of
 * the select's values, else the default, so a hand-edited or stale link never reaches the
 * API or leaves the select blank.
 */
export const minActiveWalletsParam = intParam<number>('minActiveWallets', {
  defaultValue: DEFAULT_MIN_ACTIVE_WALLETS,
  allowed: MIN_ACTIVE_WALLETS_OPTIONS.map((option) => option.value),
});
