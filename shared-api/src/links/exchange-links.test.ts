import { describe, expect, it } from 'vitest';
import { binanceFuturesUrl, hyperliquidTradeUrl, tradableSymbol } from './trade-links.ts';

describe('exchange links', () => {
  it('builds the Hyperliquid and Binance perpetual pages by symbol', () => {
    expect(hyperliquidTradeUrl('BTC')).toBe('https://app.hyperliquid.xyz/trade/BTC');
    expect(binanceFuturesUrl('BTC')).toBe('https://www.binance.com/en/futures/BTCUSDT');
    expect(hyperliquidTradeUrl('$eth')).toBe('https://app.hyperliquid.xyz/trade/ETH');
    expect(binanceFuturesUrl(' sol ')).toBe('https://www.binance.com/en/futures/SOLUSDT');
  });

  it('gives no link for masked or odd symbols', () => {
    expect(tradableSymbol('***')).toBeNull();
    expect(tradableSymbol('')).toBeNull();
    expect(hyperliquidTradeUrl('BTC/../../x')).toBeNull();
    expect(binanceFuturesUrl('<script>')).toBeNull();
    expect(binanceFuturesUrl('A'.repeat(21))).toBeNull();
  });
});
