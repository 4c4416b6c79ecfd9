import type { Theme } from '@emotion/react';
import { NetworkIcon } from './NetworkIcon.tsx';
import { networkName } from './networks.ts';

export interface NetworkLabelProps {
  network: string;
  size?: number;
}

/** A network's mark and its name, e.g. on a card's 'Network' figure. */
export function NetworkLabel({ network, size = 16 }: NetworkLabelProps) {
  return (
    <span
      css={(theme: Theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.spacing.xs,
        minWidth: 0,
      })}
    >
      <NetworkIcon network={network} size={size} decorative />
      {networkName(network)}
    </span>
  );
}
