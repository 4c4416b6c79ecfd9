/**
 * Scores, -100..100, derived from the trades behind a row. Flow is measured against the
 * token's typical trade size (so a large cap is not scored zero for any realistic flow)
 * and against its market cap; breadth is the change in wallets holding it.
 */
const round1 = (value: number): number => Math.round(value * 10) / 10;

export function accumulationScore(
  netflow: number,
  cap: number | null,
  typicalTrade: number,
  walletDelta: number,
): number {
  const flow = Math.tanh(netflow / (typicalTrade * 15));
  const vsCap = cap ? Math.tanh(netflow / cap / 0.001) : flow;
  const breadth = Math.tanh(walletDelta / 3);
  return round1(45 * flow + 30 * vsCap + 25 * breadth);
}

export function holdingsScore(
  holdings: number,
  cap: number | null,
  flow: number,
  typicalTrade: number,
  holders: number,
): number {
  const held = cap ? Math.tanh(holdings / cap / 0.002) : Math.tanh(holdings / (typicalTrade * 50));
  const recent = Math.tanh(flow / (typicalTrade * 15));
  const breadth = Math.tanh(holders / 25) * Math.sign(holdings);
  return round1(50 * held + 30 * recent + 20 * breadth);
}

export function signalScore(
  netflow: number,
  typicalTrade: number,
  wallets: number,
  influencerImpact: number,
): number {
  const flow = Math.tanh(netflow / (typicalTrade * 10));
  const breadth = Math.tanh((wallets - 1) / 4) * Math.sign(netflow || 1);
  const raw = 45 * flow + 35 * breadth + influencerImpact;
  return round1(Math.max(-100, Math.min(100, raw)));
}

/** An influencer's score impact on a signal: authority-weighted, signed by their flow. */
export function influencerImpact(authority: number, netUsd: number): number {
  return round1((Math.sign(netUsd) * authority) / 10);
}
