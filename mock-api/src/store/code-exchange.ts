import type { TokenPair } from '@flowscope/shared-api/contract';
import type { Store } from './index.ts';

export interface CodeExchange {
  code: string;
  redirectUri: string;
  state: string;
  lifetimeSeconds: number;
  now: number;
}

/**
 * Exchanges an authorization code for the first tokens of a new family. A code presented
 * again was intercepted or replayed (OAuth 2.0 Security BCP): the tokens first issued for
 * it are revoked, with everything rotated from them, and the replay is refused.
 */
export function exchangeCode(
  store: Store,
  exchange: CodeExchange,
): { userId: string; tokens: TokenPair } | undefined {
  return store.db.transaction(() => {
    const redemption = store.codes.redeem(
      exchange.code,
      exchange.redirectUri,
      exchange.state,
      exchange.now,
    );
    if (!redemption.ok) {
      if (redemption.replayedFamily !== null)
        store.sessions.revokeFamily(redemption.replayedFamily);
      return undefined;
    }
    if (!store.users.find(redemption.userId)) return undefined;
    const issued = store.sessions.issueGrant(
      redemption.userId,
      exchange.lifetimeSeconds,
      exchange.now,
    );
    store.codes.recordFamily(exchange.code, issued.family);
    return { userId: redemption.userId, tokens: issued.tokens };
  })();
}
