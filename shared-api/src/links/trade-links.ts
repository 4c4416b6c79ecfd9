/**
 * Where a trader goes from a row or a card (data-screens §1: links to outside trading bots,
 * chart sites and exchanges). Each builder answers null when the token cannot be linked
 * (a masked '***' row, a missing address), so the screen shows plain text instead.
 */

import { binanceAffiliateCode } from '../config/product-links.ts';

/** Perpetual symbols as the exchanges spell them: letters and digits only. */
const TRADABLE_SYMBOL = /^[A-Z0-9]{1,20}$/;
/** EVM (0x + 40 hex) and Solana (base58, 32-44 chars) addresses. */
const CHAIN_ADDRESS = /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/;
const NETWORK_SLUG = /^[a-z0-9-]{2,30}$/;

/** The symbol as the exchanges want it, or null when it cannot be traded (e.g. '***'). */
export function tradableSymbol(symbol: string): string | null {
  const upper = symbol.trim().replace(/^\$/, '').toUpperCase();
  return TRADABLE_SYMBOL.test(upper) ? upper : null;
}

/** Binance's USDT-margined perpetual (the CEX coin link, 'Buy on Binance'). */
export function binanceFuturesUrl(symbol: string): string | null {
  const tradable = tradableSymbol(symbol);
  return tradable ? `https://www.binance.com/en/futures/${tradable}USDT` : null;
}

/**
 * 'Buy on Binance' (data-screens §2, an affiliate link): the perpetual with the deployment's
 * affiliate code as `ref`, or without any parameter when none is configured.
 */
export function binanceBuyUrl(symbol: string): string | null {
  const url = binanceFuturesUrl(symbol);
  const code = binanceAffiliateCode();
  return url && code ? `${url}?${new URLSearchParams({ ref: code }).toString()}` : url;
}

/** The Hyperliquid perpetual's trade page (the CEX card's Chart, 'Buy on Hyperliquid'). */
export function hyperliquidTradeUrl(symbol: string): string | null {
  const tradable = tradableSymbol(symbol);
  return tradable ? `https://app.hyperliquid.xyz/trade/${tradable}` : null;
}

function chainToken(
  network: string | null,
  address: string | null,
): { network: string; address: string } | null {
  if (network === null || address === null) return null;
  if (!CHAIN_ADDRESS.test(address) || !NETWORK_SLUG.test(network)) return null;
  return { network, address };
}

/** The chart site behind dexChartUrl, as a link names it. */
export const DEX_CHART_SITE = 'DexScreener';

/** The DEX chart page of a token, by network and address (DexScreener). */
export function dexChartUrl(network: string | null, address: string | null): string | null {
  const token = chainToken(network, address);
  return token ? `https://dexscreener.com/${token.network}/${token.address}` : null;
}

/** The Telegram trading bots: one for solana, another for every other network (data-screens §2). */
export const TELEGRAM_BOTS = {
  solana: { name: 'BonkBot', url: 'https://t.me/bonkbot_bot' },
  other: { name: 'Maestro', url: 'https://t.me/maestro' },
} as const;

export function telegramBotFor(
  network: string,
): (typeof TELEGRAM_BOTS)[keyof typeof TELEGRAM_BOTS] {
  return network === 'solana' ? TELEGRAM_BOTS.solana : TELEGRAM_BOTS.other;
}

/** 'Buy using' the bot, opened on this token. */
export function telegramBuyUrl(network: string, address: string | null): string | null {
  const token = chainToken(network, address);
  if (!token) return null;
  return `${telegramBotFor(network).url}?start=${encodeURIComponent(token.address)}`;
}
