/** Perpetual symbols as the exchanges spell them: letters and digits only. */
const TRADABLE_SYMBOL = /^[A-Z0-9]{1,20}$/;

/** The symbol as the exchanges want it, or null when it cannot be traded (e.g. '***'). */
export function tradableSymbol(symbol: string): string | null {
  const upper = symbol.trim().replace(/^\$/, '').toUpperCase();
  return TRADABLE_SYMBOL.test(upper) ? upper : null;
}

/** The Hyperliquid perpetual's trade page: the card's Chart and 'Buy on Hyperliquid'. */
export function hyperliquidTradeUrl(symbol: string): string | null {
  const tradable = tradableSymbol(symbol);
  return tradable ? `https://app.hyperliquid.xyz/trade/${tradable}` : null;
}

/** Binance's USDT-margined perpetual: 'Buy on Binance'. */
export function binanceFuturesUrl(symbol: string): string | null {
  const tradable = tradableSymbol(symbol);
  return tradable ? `https://www.binance.com/en/futures/${tradable}USDT` : null;
}
