import type { brandColors } from '../../theme/tokens.ts';

type BrandKey = keyof typeof brandColors;

export interface NetworkInfo {
  id: string;
  label: string;
  /** Letters on the mark. */
  mark: string;
  brand: BrandKey;
}

/** Networks with their own mark. */
export const NETWORKS: Readonly<Record<string, NetworkInfo>> = {
  ethereum: { id: 'ethereum', label: 'Ethereum', mark: 'Ξ', brand: 'ethereum' },
  solana: { id: 'solana', label: 'Solana', mark: 'S', brand: 'solana' },
  base: { id: 'base', label: 'Base', mark: 'B', brand: 'base' },
  arbitrum: { id: 'arbitrum', label: 'Arbitrum', mark: 'A', brand: 'arbitrum' },
  polygon: { id: 'polygon', label: 'Polygon', mark: 'P', brand: 'polygon' },
  bsc: { id: 'bsc', label: 'BNB Chain', mark: 'B', brand: 'bsc' },
  avalanche: { id: 'avalanche', label: 'Avalanche', mark: 'A', brand: 'avalanche' },
  optimism: { id: 'optimism', label: 'Optimism', mark: 'OP', brand: 'optimism' },
  hyperevm: { id: 'hyperevm', label: 'HyperEVM', mark: 'H', brand: 'hyperliquid' },
  berachain: { id: 'berachain', label: 'Berachain', mark: 'B', brand: 'berachain' },
  blast: { id: 'blast', label: 'Blast', mark: 'B', brand: 'blast' },
  fantom: { id: 'fantom', label: 'Fantom', mark: 'F', brand: 'fantom' },
  linea: { id: 'linea', label: 'Linea', mark: 'L', brand: 'linea' },
  mantle: { id: 'mantle', label: 'Mantle', mark: 'M', brand: 'mantle' },
  scroll: { id: 'scroll', label: 'Scroll', mark: 'S', brand: 'scroll' },
  sonic: { id: 'sonic', label: 'Sonic', mark: 'S', brand: 'sonic' },
  unichain: { id: 'unichain', label: 'Unichain', mark: 'U', brand: 'unichain' },
  zksync: { id: 'zksync', label: 'zkSync', mark: 'zk', brand: 'zksync' },
};

/** Other names the data uses for the same networks (lower case). */
const NETWORK_ALIASES: Readonly<Record<string, string>> = {
  eth: 'ethereum',
  mainnet: 'ethereum',
  sol: 'solana',
  arb: 'arbitrum',
  'arbitrum one': 'arbitrum',
  matic: 'polygon',
  pol: 'polygon',
  binance: 'bsc',
  bnb: 'bsc',
  'binance chain': 'bsc',
  'binance smart chain': 'bsc',
  'bnb chain': 'bsc',
  avax: 'avalanche',
  op: 'optimism',
  hyperliquid: 'hyperevm',
  ftm: 'fantom',
  'zksync era': 'zksync',
};

/** The known network for a name, or null (the caller shows a generic mark). */
export function resolveNetwork(name: string): NetworkInfo | null {
  const key = name.trim().toLowerCase();
  return NETWORKS[NETWORK_ALIASES[key] ?? key] ?? null;
}

/**
 * The name a network is listed by: its own label ('BNB Chain'), else its id with a capital
 * ('Worldchain'). An alias keeps a name of its own, so 'binance' and 'bsc' read apart in a list.
 */
export function networkName(id: string): string {
  const key = id.trim();
  const own = NETWORKS[key.toLowerCase()];
  if (own) return own.label;
  return key.charAt(0).toUpperCase() + key.slice(1);
}
