import type { WalletHolding, WalletTrade } from '@flowscope/shared-api/contract';
import type { Market } from '../../market/market.ts';
import { positionDelta } from '../../market/window.ts';
import { sig, sigOrNull, usd } from '../numbers.ts';
import { activityOf, positionTypeOf, sideOf } from '../trade-activity.ts';
import { identityOf } from './token-identity.ts';
import { tokensOfWallet, type TradeRef } from './wallet-index.ts';

function addressOf(market: Market, wallet: number): string {
  return market.wallets[wallet]?.address ?? '';
}

/** One trade as the profiles list it. */
export function tradeView(market: Market, ref: TradeRef): WalletTrade {
  const token = market.tokens[ref.token];
  const log = market.sims[ref.token]?.log;
  if (!token || !log) throw new Error(`unknown token ${ref.token}`);
  const i = ref.trade;
  const kind = log.kind[i] ?? 0;
  const qty = log.qty[i] ?? 0;
  const price = log.price[i] ?? 0;
  const after = log.posAfter[i] ?? 0;
  return {
    wallet: addressOf(market, log.wallet[i] ?? 0),
    token: identityOf(token),
    side: sideOf(token.venue, kind),
    position_type: positionTypeOf(token.venue, kind),
    activity: activityOf(after - positionDelta(token.venue, kind, qty), after),
    quantity: sig(qty),
    price: sig(price),
    value: usd(qty * price),
    realised_pnl: usd(log.realised[i] ?? 0),
    timestamp: new Date(ref.time).toISOString(),
  };
}

/**
 * Every position the wallets hold now, largest value first. The figures are the token
 * page's holder figures (token-detail.ts): value = qty × price, PnL against the entry.
 */
export function openPositions(market: Market, wallets: readonly number[]): WalletHolding[] {
  const held: { value: number; view: WalletHolding }[] = [];
  for (const wallet of wallets) {
    for (const tokenIndex of tokensOfWallet(market, wallet)) {
      const token = market.tokens[tokenIndex];
      const sim = market.sims[tokenIndex];
      const position = sim?.book.byWallet.get(wallet);
      if (!token || !sim || !position || position.qty === 0) continue;
      const price = sim.price;
      const value = position.qty * price;
      held.push({
        value,
        view: {
          wallet: addressOf(market, wallet),
          token: identityOf(token),
          position_type: position.qty > 0 ? 'long' : 'short',
          quantity: sig(position.qty),
          value: usd(value),
          price: sig(price),
          entry_price: sigOrNull(position.avgEntry),
          unrealised_pnl: usd(position.qty * (price - position.avgEntry)),
        },
      });
    }
  }
  held.sort((a, b) => Math.abs(b.value) - Math.abs(a.value));
  return held.map((entry) => entry.view);
}
