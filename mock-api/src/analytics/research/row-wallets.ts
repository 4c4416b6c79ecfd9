import {
  MASKED_NAME,
  type RowWallet,
  type RowWalletList,
  type RowWallets,
  type WalletDirection,
} from '@flowscope/shared-api/contract';
import type { Market } from '../../market/market.ts';
import { CUM } from '../../market/trade-log.ts';
import type { TokenInfo } from '../../market/types.ts';
import { positionDelta } from '../../market/window.ts';
import type { Period } from './period.ts';
import { sig, sigOrNull, usd } from '../numbers.ts';
import { identityOf } from './token-identity.ts';
import { lastTradeBefore } from './wallet-index.ts';

/** One wallet's trading of the token inside the window. */
interface WindowActivity {
  /** Position before its first trade of the window and after its last. */
  before: number;
  after: number;
  netflow: number;
  trades: number;
  realised: number;
  lastTime: number;
}

function directionOf(activity: WindowActivity | undefined): WalletDirection {
  if (!activity || activity.after === activity.before) return 'unchanged';
  return activity.after > activity.before ? 'net_long' : 'net_short';
}

/** Every wallet's activity in [from, to], in one pass over the window's trades. */
function windowActivity(market: Market, token: TokenInfo, window: Period) {
  const log = market.sim(token).log;
  const byWallet = new Map<number, WindowActivity>();
  for (let i = log.lowerBound(window.from), end = log.upperBound(window.to); i < end; i += 1) {
    const wallet = log.wallet[i] ?? 0;
    const after = log.posAfter[i] ?? 0;
    const delta = positionDelta(token.venue, log.kind[i] ?? 0, log.qty[i] ?? 0);
    let activity = byWallet.get(wallet);
    if (!activity) {
      activity = { before: after - delta, after, netflow: 0, trades: 0, realised: 0, lastTime: 0 };
      byWallet.set(wallet, activity);
    }
    activity.after = after;
    activity.netflow += delta * (log.price[i] ?? 0);
    activity.trades += 1;
    activity.realised += log.realised[i] ?? 0;
    activity.lastTime = log.time[i] ?? 0;
  }
  return byWallet;
}

/**
 * POST /row_wallets: the wallets behind a Top row (see the contract's row-wallets.ts).
 * `window` is the list's computed window (rounded as the Top lists round theirs).
 */
export function rowWallets(
  market: Market,
  token: TokenInfo,
  list: RowWalletList,
  window: Period,
  anonymous: boolean,
): RowWallets {
  const sim = market.sim(token);
  const price = sim.price;
  const activity = windowActivity(market, token, window);
  const holders = [...sim.book.byWallet].filter(([, position]) => position.qty !== 0);
  const listed = list === 'accumulations' ? [...activity.keys()] : holders.map(([w]) => w);

  const rows = listed.map((wallet) => {
    const own = activity.get(wallet);
    const position = sim.book.byWallet.get(wallet);
    const qty = position?.qty ?? 0;
    const unrealised = qty === 0 || !position ? 0 : qty * (price - position.avgEntry);
    const realised = own?.realised ?? 0;
    const influencer = market.influencers[market.walletInfluencer[wallet] ?? -1];
    const row: RowWallet = {
      wallet: anonymous ? MASKED_NAME : (market.wallets[wallet]?.address ?? MASKED_NAME),
      label: influencer ? (anonymous ? MASKED_NAME : influencer.handle) : null,
      position_type: qty > 0 ? 'long' : qty < 0 ? 'short' : null,
      position: usd(qty * price),
      entry_price: qty === 0 || !position ? null : sigOrNull(position.avgEntry),
      netflow: usd(own?.netflow ?? 0),
      direction: directionOf(own),
      trades: own?.trades ?? 0,
      realised_pnl: usd(realised),
      unrealised_pnl: usd(unrealised),
      pnl: usd(realised + unrealised),
      last_trade: own
        ? new Date(own.lastTime).toISOString()
        : lastTradeBefore(market, token.index, wallet, window.to),
    };
    const size = list === 'accumulations' ? (own?.netflow ?? 0) : qty * price;
    return { wallet, size: Math.abs(size), row };
  });
  rows.sort((a, b) => b.size - a.size || a.wallet - b.wallet);

  const directions = [...activity.values()].map(directionOf);
  const log = sim.log;
  const start = log.lowerBound(window.from);
  const end = log.upperBound(window.to);
  return {
    token: identityOf(token),
    list,
    from_datetime: new Date(window.from).toISOString(),
    to_datetime: new Date(window.to).toISOString(),
    price: sig(price),
    counts: {
      wallets: rows.length,
      traded: activity.size,
      net_long_wallets: directions.filter((d) => d === 'net_long').length,
      net_short_wallets: directions.filter((d) => d === 'net_short').length,
      holder_change: Math.round(log.total(CUM.holderChange, start, end)),
      long_holders: holders.filter(([, position]) => position.qty > 0).length,
      short_holders: holders.filter(([, position]) => position.qty < 0).length,
    },
    wallets: rows.map((entry) => entry.row),
  };
}
