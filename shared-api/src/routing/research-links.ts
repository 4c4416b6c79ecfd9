/**
 * The URL state of the research screens as their links write it (routeTo), so a Top row, a
 * feed card or a token page can open a research screen on the right token, list and period.
 * Only types come from elsewhere: this file is read by the build in Node with the rest of the
 * routing contract.
 */

/** A token as research links name it: a CEX coin, or a DEX token by network and address. */
export type LinkedToken =
  | { venue: 'cex'; coin: string }
  | { venue: 'dex'; network: string; address: string };

/** The periods a research link may name (research-periods.ts holds which screen takes which). */
export type LinkPeriod = '4h' | '24h' | '7d' | '30d';

export interface PeriodLinkOptions {
  period?: LinkPeriod;
}

export interface WalletProfileLinkOptions extends PeriodLinkOptions {
  /** The tokens of the row the wallet was opened from. */
  with?: readonly LinkedToken[];
}

export interface RowWalletsLinkOptions extends PeriodLinkOptions {
  /** 'accumulations' (a Top Accumulations row, the default) or 'holdings' (Top Holdings). */
  list?: 'accumulations' | 'holdings';
  /** A custom day range (yyyy-MM-dd) the row was loaded for; it overrides the period. */
  range?: { from: string; to: string } | null;
}

export interface TrackRecordLinkOptions {
  venue?: 'cex' | 'dex';
  period?: '7d' | '30d';
}

const part = (value: string) => encodeURIComponent(value);

/**
 * The token's path segment: `BTC` on CEX, `base:0x…` on DEX. Each part is encoded apart and
 * the colon kept, so the address reads as it is (no network or coin has a colon).
 */
export function linkedTokenSegment(token: LinkedToken): string {
  return token.venue === 'cex' ? part(token.coin) : `${part(token.network)}:${part(token.address)}`;
}

/** A token in a query value: `cex:BTC`, `dex:base:0x…`. */
export function linkedTokenParam(token: LinkedToken): string {
  return `${token.venue}:${linkedTokenSegment(token)}`;
}

/** `?a=1&b=2` from the pairs that have a value ('' when none); values already encoded stay so. */
export function queryOf(pairs: readonly (readonly [string, string | undefined])[]): string {
  const written = pairs
    .filter((pair): pair is readonly [string, string] => pair[1] !== undefined && pair[1] !== '')
    .map(([key, value]) => `${key}=${value}`);
  return written.length === 0 ? '' : `?${written.join('&')}`;
}
