import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { NetworkIcon } from './NetworkIcon.tsx';
import { networkName } from './networks.ts';

const styles = staticStyles((theme) => ({
  label: { display: 'inline-flex', alignItems: 'center', gap: theme.spacing.xs, minWidth: 0 },
}));

export interface NetworkLabelProps {
  network: string;
  size?: number;
}

/** A network's mark and its name, e.g. on a card's 'Network' figure. */
export function NetworkLabel({ network, size = 16 }: NetworkLabelProps) {
  const classes = useStaticClasses(styles);
  return (
    <span className={classes.label}>
      <NetworkIcon network={network} size={size} decorative />
      {networkName(network)}
    </span>
  );
}
