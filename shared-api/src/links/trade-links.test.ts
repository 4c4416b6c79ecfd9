import { describe, expect, it } from 'vitest';
import {
  binanceFuturesUrl,
  dexChartUrl,
  hyperliquidTradeUrl,
  telegramBotFor,
  telegramBuyUrl,
  tradableSymbol,
} from './trade-links.ts';

const EVM = '0x' + 'ab'.repeat(20);
const SOL = 'So11111111111111111111111111111111111111112';

describe('trade links', () => {
  it('builds the perpetual pages from a clean symbol and refuses masked ones', () => {
    expect(tradableSymbol(' $btc ')).toBe('BTC');
    expect(binanceFuturesUrl('eth')).toBe('https://www.binance.com/en/futures/ETHUSDT');
    expect(hyperliquidTradeUrl('SOL')).toBe('https://app.hyperliquid.xyz/trade/SOL');
    expect(binanceFuturesUrl('***')).toBeNull();
    expect(hyperliquidTradeUrl('a/b')).toBeNull();
  });

  it('links a DEX token by network and address, never a masked or odd one', () => {
    expect(dexChartUrl('base', EVM)).toBe(`https://dexscreener.com/base/${EVM}`);
    expect(dexChartUrl('solana', SOL)).toBe(`https://dexscreener.com/solana/${SOL}`);
    expect(dexChartUrl('base', null)).toBeNull();
    expect(dexChartUrl('base', 'javascript:alert(1)')).toBeNull();
    expect(dexChartUrl('../x', EVM)).toBeNull();
  });

  it('uses one bot for solana and another for every other network', () => {
    expect(telegramBotFor('solana')).not.toEqual(telegramBotFor('base'));
    expect(telegramBotFor('ethereum')).toEqual(telegramBotFor('bsc'));
    expect(telegramBuyUrl('solana', SOL)).toBe(`https://t.me/bonkbot_bot?start=${SOL}`);
    expect(telegramBuyUrl('base', EVM)).toBe(`https://t.me/maestro?start=${EVM}`);
    expect(telegramBuyUrl('base', null)).toBeNull();
  });
});
