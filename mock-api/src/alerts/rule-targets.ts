import type { AlertRuleSpec } from '@flowscope/shared-api/contract';
import { ApiError } from '../http/errors.ts';
import type { Market } from '../market/market.ts';
import { canonicalTarget, influencerByHandle, targetToken, walletIndex } from './rule-market.ts';

/**
 * The rule as the market names what it watches (the coin's symbol, the token's address,
 * the influencer's handle, the wallet's address as listed), or 404 when the market has no
 * such token, influencer or wallet.
 */
export function resolveRuleSpec(market: Market, spec: AlertRuleSpec): AlertRuleSpec {
  if (spec.kind !== 'position_change') {
    const token = targetToken(market, spec.token);
    if (!token) {
      throw new ApiError(
        404,
        spec.token.venue === 'cex'
          ? `No CEX coin ${spec.token.coin}`
          : `No DEX token ${spec.token.address} on ${spec.token.network}`,
      );
    }
    return { ...spec, token: canonicalTarget(token) };
  }
  const { subject } = spec;
  if (subject.type === 'influencer') {
    const influencer = influencerByHandle(market, subject.venue, subject.handle);
    if (!influencer) {
      throw new ApiError(404, `No ${subject.venue.toUpperCase()} influencer @${subject.handle}`);
    }
    return { ...spec, subject: { ...subject, handle: influencer.handle } };
  }
  const index = walletIndex(market, subject.address);
  const wallet = index === undefined ? undefined : market.wallets[index];
  if (!wallet) throw new ApiError(404, `No smart-money wallet ${subject.address}`);
  return { ...spec, subject: { type: 'wallet', address: wallet.address } };
}
