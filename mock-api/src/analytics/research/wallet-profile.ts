import type { CommonToken, TokenRef, WalletProfile } from '@flowscope/shared-api/contract';
import type { Market } from '../../market/market.ts';
import type { WalletInfo } from '../../market/types.ts';
import { usd } from '../numbers.ts';
import { openPositions, tradeView } from './activity-views.ts';
import { periodPnl, pnlSummary } from './period-pnl.ts';
import type { Period } from './period.ts';
import { findToken, identityOf } from './token-identity.ts';
import { tradesOfWallets, type TradeRef } from './wallet-index.ts';

/** The tokens of common_with the wallet holds now or traded in the period, in their order. */
function commonTokens(
  market: Market,
  wallet: WalletInfo,
  trades: readonly TradeRef[],
  refs: readonly TokenRef[],
  now: number,
): CommonToken[] {
  const tradesByToken = new Map<number, number>();
  for (const ref of trades) tradesByToken.set(ref.token, (tradesByToken.get(ref.token) ?? 0) + 1);
  const seen = new Set<number>();
  const out: CommonToken[] = [];
  for (const ref of refs) {
    const token = findToken(market, ref, now);
    if (!token || seen.has(token.index)) continue;
    seen.add(token.index);
    const sim = market.sim(token);
    const qty = sim.book.byWallet.get(wallet.index)?.qty ?? 0;
    const count = tradesByToken.get(token.index) ?? 0;
    if (qty === 0 && count === 0) continue;
    out.push({ token: identityOf(token), value: usd(qty * sim.price), trades: count });
  }
  return out;
}

/** POST /wallet_profile (see the contract's wallet-profile.ts). */
export function walletProfile(
  market: Market,
  wallet: WalletInfo,
  period: Period,
  tradesLimit: number,
  commonWith: readonly TokenRef[] | null,
): WalletProfile {
  const trades = tradesOfWallets(market, [wallet.index], period.from, period.to);
  const holdings = openPositions(market, [wallet.index]);
  const influencer = market.influencers[wallet.influencer];
  return {
    wallet: wallet.address,
    label: influencer?.handle ?? null,
    influencer_venue: influencer?.venue ?? null,
    from_datetime: new Date(period.from).toISOString(),
    to_datetime: new Date(period.to).toISOString(),
    holdings_value: usd(holdings.reduce((sum, holding) => sum + holding.value, 0)),
    holdings,
    trades: trades
      .slice(-tradesLimit)
      .reverse()
      .map((ref) => tradeView(market, ref)),
    ...pnlSummary(periodPnl(market, trades)),
    tokens_traded: new Set(trades.map((ref) => ref.token)).size,
    common_tokens: commonWith ? commonTokens(market, wallet, trades, commonWith, period.to) : [],
  };
}
