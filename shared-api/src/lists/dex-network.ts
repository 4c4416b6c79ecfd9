import { enumParam } from '@flowscope/core';
import { NETWORKS, type Network } from '../contract/common.ts';

/** The 24 chains a DEX screen filters by (data-screens §2), in the spec's order. */
export const DEX_NETWORKS = NETWORKS;
export type DexNetwork = Network;

/** A network filter's value: a chain, or '' for any ('Any network', 'All Networks'). */
export type NetworkChoice = Network | '';

const CHOICES: readonly NetworkChoice[] = ['', ...NETWORKS];

/**
 * The DEX screens' network filter in the URL (`?network=solana`): one of the 24 chains, else
 * no filter, so an odd link never reaches the API (which then gets no filter_network).
 */
export const dexNetworkParam = enumParam<NetworkChoice>('network', CHOICES, '');
