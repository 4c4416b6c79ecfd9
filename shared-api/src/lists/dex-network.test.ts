import { readParam, writeParam } from '@flowscope/core';
import { describe, expect, it } from 'vitest';
import { DEX_NETWORKS, dexNetworkParam } from './dex-network.ts';

describe('dexNetworkParam', () => {
  it('offers the 24 networks of the spec', () => {
    expect(DEX_NETWORKS).toHaveLength(24);
    expect(DEX_NETWORKS.slice(0, 7)).toEqual([
      'base',
      'ethereum',
      'solana',
      'arbitrum',
      'avalanche',
      'hyperevm',
      'bsc',
    ]);
  });

  it('reads a chain from the URL and anything else as no filter', () => {
    expect(readParam(new URLSearchParams('network=solana'), dexNetworkParam)).toBe('solana');
    expect(readParam(new URLSearchParams('network=dogechain'), dexNetworkParam)).toBe('');
    expect(readParam(new URLSearchParams(''), dexNetworkParam)).toBe('');
  });

  it('leaves no filter out of the URL', () => {
    const chosen = writeParam(new URLSearchParams(), dexNetworkParam, 'base');
    expect(chosen.toString()).toBe('network=base');
    expect(writeParam(chosen, dexNetworkParam, '').toString()).toBe('');
  });
});
