import { formatMarketCap, formatPercent } from '../format/numbers.ts';

/** What both markets' Top Holdings records say about the smart money's stake. */
interface HoldingsRecord {
  holdings: number | null;
  holdings_vs_mkt_cap: number | null;
  market_cap: number | null;
}

/** Smart-money holdings against the market cap, raw for sorting and formatted for display. */
export interface HoldingsFigures {
  /** Null on a masked (anonymous) row. */
  holdings: number | null;
  holdingsFormatted: string;
  holdingsVsMarketCap: number | null;
  holdingsVsMarketCapFormatted: string;
  marketCap: number | null;
  marketCapFormatted: string;
}

export function mapHoldingsFigures(record: HoldingsRecord): HoldingsFigures {
  return {
    holdings: record.holdings,
    holdingsFormatted: formatMarketCap(record.holdings),
    holdingsVsMarketCap: record.holdings_vs_mkt_cap,
    holdingsVsMarketCapFormatted: formatPercent(record.holdings_vs_mkt_cap),
    marketCap: record.market_cap,
    marketCapFormatted: formatMarketCap(record.market_cap),
  };
}
