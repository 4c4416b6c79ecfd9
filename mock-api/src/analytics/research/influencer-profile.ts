import {
  MOST_TRADED_LIMIT,
  type InfluencerProfile,
  type MostTradedToken,
  type PnlPoint,
} from '@flowscope/shared-api/contract';
import type { Market } from '../../market/market.ts';
import type { Influencer } from '../../market/types.ts';
import { sig, usd } from '../numbers.ts';
import { openPositions, tradeView } from './activity-views.ts';
import { periodPnl, pnlSummary } from './period-pnl.ts';
import { bucketEnds, type Period } from './period.ts';
import { identityOf } from './token-identity.ts';
import { tradesOfWallets, type TradeRef } from './wallet-index.ts';

/** Realised PnL accumulated from the period's start to each bucket's end. */
function pnlCurve(market: Market, trades: readonly TradeRef[], period: Period): PnlPoint[] {
  let next = 0;
  let realised = 0;
  return bucketEnds(period).map((end) => {
    for (; next < trades.length && (trades[next]?.time ?? 0) <= end; next += 1) {
      const ref = trades[next];
      if (ref) realised += market.sims[ref.token]?.log.realised[ref.trade] ?? 0;
    }
    return { timestamp: new Date(end).toISOString(), pnl: usd(realised) };
  });
}

/** Tokens by trades in the period, then by USD volume. */
function mostTraded(market: Market, trades: readonly TradeRef[]): MostTradedToken[] {
  const byToken = new Map<number, { trades: number; volume: number; realised: number }>();
  for (const ref of trades) {
    const log = market.sims[ref.token]?.log;
    if (!log) continue;
    const entry = byToken.get(ref.token) ?? { trades: 0, volume: 0, realised: 0 };
    entry.trades += 1;
    entry.volume += (log.qty[ref.trade] ?? 0) * (log.price[ref.trade] ?? 0);
    entry.realised += log.realised[ref.trade] ?? 0;
    byToken.set(ref.token, entry);
  }
  return [...byToken]
    .sort(([a, x], [b, y]) => y.trades - x.trades || y.volume - x.volume || a - b)
    .slice(0, MOST_TRADED_LIMIT)
    .flatMap(([index, entry]) => {
      const token = market.tokens[index];
      return token
        ? [
            {
              token: identityOf(token),
              trades: entry.trades,
              volume: usd(entry.volume),
              realised_pnl: usd(entry.realised),
            },
          ]
        : [];
    });
}

/** POST /influencer_profile (see the contract's influencer-profile.ts). */
export function influencerProfile(
  market: Market,
  influencer: Influencer,
  period: Period,
  tradesLimit: number,
  followed: boolean,
): InfluencerProfile {
  const trades = tradesOfWallets(market, influencer.wallets, period.from, period.to);
  const pnl = periodPnl(market, trades);
  return {
    twitter_handle: influencer.handle,
    venue: influencer.venue,
    authority: influencer.authority,
    wallets: influencer.wallets.map((wallet) => market.wallets[wallet]?.address ?? ''),
    followed,
    from_datetime: new Date(period.from).toISOString(),
    to_datetime: new Date(period.to).toISOString(),
    ...pnlSummary(pnl),
    gain_to_pain: sig(pnl.tally.gainToPain()),
    max_drawdown: sig(pnl.tally.maxDrawdown()),
    pnl_curve: pnlCurve(market, trades, period),
    open_positions: openPositions(market, influencer.wallets),
    trades: trades
      .slice(-tradesLimit)
      .reverse()
      .map((ref) => tradeView(market, ref)),
    most_traded: mostTraded(market, trades),
  };
}
