import { DEX_NETWORKS, type DexNetwork } from '@flowscope/shared-api';

/** The token a DEX token page's address names: its chain and contract address. */
export interface DexTokenRef {
  network: DexNetwork;
  address: string;
}

/** An EVM address (0x and 40 hex) or a base58 Solana-style one: nothing else is sent. */
const ADDRESS = /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/;

/**
 * Reads /token/dex/:network/:address. A network the app does not list or text that cannot
 * be an address names no token: the page says so without asking the API.
 */
export function dexTokenRef(
  network: string | undefined,
  address: string | undefined,
): DexTokenRef | null {
  const chain = (network ?? '').trim().toLowerCase();
  const contract = (address ?? '').trim();
  const known = DEX_NETWORKS.find((candidate) => candidate === chain);
  return known !== undefined && ADDRESS.test(contract)
    ? { network: known, address: contract }
    : null;
}

/** What the not-found page says of a DEX token address that names nothing. */
export function dexTokenNotFoundMessage(
  network: string | undefined,
  address: string | undefined,
): string {
  const named = [network, address].filter((part) => part !== undefined && part !== '').join(' ');
  return named === ''
    ? 'The address does not name a token.'
    : `No DEX token matches “${named.slice(0, 120)}”. Check the network and the contract address, or pick a token from Top Holdings.`;
}
