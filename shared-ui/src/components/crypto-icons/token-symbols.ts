import type { brandColors } from '../../theme/tokens.ts';

type BrandKey = keyof typeof brandColors;

/** Tokens with a brand mark, by symbol. */
export const TOKEN_BRANDS: Readonly<Record<string, BrandKey>> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  SOL: 'solana',
  USDT: 'tether',
  USDC: 'usdc',
  BNB: 'bsc',
  XRP: 'xrp',
  ADA: 'cardano',
  DOGE: 'dogecoin',
  TRX: 'tron',
  LINK: 'chainlink',
  AVAX: 'avalanche',
  POL: 'polygon',
  MATIC: 'polygon',
  ARB: 'arbitrum',
  OP: 'optimism',
  HYPE: 'hyperliquid',
  FTM: 'fantom',
  S: 'sonic',
  BERA: 'berachain',
};

/** Token names the data uses instead of symbols (lower-case name → symbol). */
const TOKEN_NAME_ALIASES: Readonly<Record<string, string>> = {
  bitcoin: 'BTC',
  'wrapped bitcoin': 'BTC',
  ethereum: 'ETH',
  ether: 'ETH',
  'wrapped ether': 'ETH',
  solana: 'SOL',
  tether: 'USDT',
  'usd coin': 'USDC',
  'binance coin': 'BNB',
  'bnb chain': 'BNB',
  ripple: 'XRP',
  cardano: 'ADA',
  dogecoin: 'DOGE',
  tron: 'TRX',
  chainlink: 'LINK',
  avalanche: 'AVAX',
  polygon: 'POL',
  matic: 'POL',
  arbitrum: 'ARB',
  optimism: 'OP',
  hyperliquid: 'HYPE',
  fantom: 'FTM',
  sonic: 'S',
  berachain: 'BERA',
};

/** The symbol for a symbol or a known name: 'bitcoin' → 'BTC', '$pepe' → 'PEPE'. */
export function resolveTokenSymbol(symbolOrName: string): string {
  const cleaned = symbolOrName.trim().replace(/^\$/, '');
  return TOKEN_NAME_ALIASES[cleaned.toLowerCase()] ?? cleaned.toUpperCase();
}

export function tokenBrand(symbolOrName: string): BrandKey | null {
  return TOKEN_BRANDS[resolveTokenSymbol(symbolOrName)] ?? null;
}
