/** Which way a feed item points: a trade button on a bearish item must not look like a buy call. */
export type SignalStance = 'bullish' | 'bearish';

/** An alpha signal is bearish when its score is negative or smart money sold more than it bought. */
export function signalStance({
  score,
  buyVolume = 0,
  sellVolume = 0,
}: {
  score: number;
  buyVolume?: number;
  sellVolume?: number;
}): SignalStance {
  return score < 0 || sellVolume > buyVolume ? 'bearish' : 'bullish';
}

/** An influencer's trade is bearish when it sold (a sale, a long closed or a short opened). */
export function tradeSideStance(side: 'buy' | 'sell'): SignalStance {
  return side === 'sell' ? 'bearish' : 'bullish';
}
