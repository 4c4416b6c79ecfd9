/** Where a CEX coin is traded: the exchange's perpetual trade page for its symbol. */
export function exchangeTradeUrl(symbol: string): string {
  return `https://www.binance.com/en/futures/${encodeURIComponent(symbol.toUpperCase())}USDT`;
}

/** Product documentation for this screen ('Learn More'). */
export const TOP_ACCUMULATIONS_DOCS_URL = 'https://docs.flowscope.app/top-accumulations';
