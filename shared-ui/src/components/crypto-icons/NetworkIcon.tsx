import { BrandMark } from './BrandMark.tsx';
import { resolveNetwork } from './networks.ts';

export interface NetworkIconProps {
  /** A network id or alias: 'ethereum', 'bsc', 'binance chain', 'sol'… */
  network: string;
  size?: number;
  /** Hidden from assistive technology when the network's name is written beside it. */
  decorative?: boolean;
}

/** A network's mark; unknown networks get a generic mark with their first letter. */
export function NetworkIcon({ network, size = 20, decorative = false }: NetworkIconProps) {
  const known = resolveNetwork(network);
  const name = network.trim();
  return (
    <BrandMark
      label={known?.label ?? (name === '' ? 'Unknown network' : name)}
      letters={known?.mark ?? (name.charAt(0).toUpperCase() || '?')}
      brand={known?.brand ?? 'generic'}
      size={size}
      shape="rounded"
      decorative={decorative}
    />
  );
}
