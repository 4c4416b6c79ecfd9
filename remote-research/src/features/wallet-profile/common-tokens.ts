import type { CommonTokenView, TokenRef } from '@flowscope/shared-api';
import { tokenRefKey } from '@flowscope/shared-api';

/** One token of the row, and what the wallet did with it in the period (null: nothing). */
export interface CommonTokenLine {
  key: string;
  /** How the row names it while the answer has not named it: 'BTC', or a DEX address. */
  asked: string;
  common: CommonTokenView | null;
}

/** Coins and EVM addresses are one token in any case. */
const keyOf = (token: TokenRef) => tokenRefKey(token).toLowerCase();

/**
 * The row's tokens in the URL's order, each with the wallet's position and trades when it held
 * or traded it (the API lists only those).
 */
export function commonTokenLines(
  asked: readonly TokenRef[],
  common: readonly CommonTokenView[],
): CommonTokenLine[] {
  const byKey = new Map(common.map((entry) => [entry.token.key.toLowerCase(), entry]));
  return asked.map((token) => ({
    key: keyOf(token),
    asked: token.venue === 'cex' ? token.coin : token.address,
    common: byKey.get(keyOf(token)) ?? null,
  }));
}
