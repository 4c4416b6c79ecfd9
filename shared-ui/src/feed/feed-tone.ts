/** How a feed card is coloured: good (green) or bad (red). */
export type FeedTone = 'good' | 'bad';

/** Alpha feed cards (data-screens §4): a negative score is bad, anything else good. */
export function scoreTone(score: number): FeedTone {
  return score < 0 ? 'bad' : 'good';
}

/** Influencer alerts (data-screens §2): a sell is bad, a buy good. */
export function sideTone(side: 'buy' | 'sell'): FeedTone {
  return side === 'sell' ? 'bad' : 'good';
}
