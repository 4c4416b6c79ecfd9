import { abbreviateAddress } from '@flowscope/core';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { visuallyHidden } from '../../styles/visually-hidden.ts';
import { CopyButton } from '../copy-button/CopyButton.tsx';

const styles = staticStyles((theme) => ({
  address: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing.xxs,
    minWidth: 0,
    color: theme.colors.textMuted,
    fontFamily: theme.monoFontFamily,
    fontSize: theme.fontSizes.xs,
    whiteSpace: 'nowrap',
  },
  hidden: visuallyHidden,
}));

export interface ContractAddressProps {
  /** The full contract address; what the copy button puts on the clipboard. */
  address: string;
  /** The token it belongs to, naming the copy button ('Copy PEPE contract address'). */
  tokenName: string;
}

/**
 * A DEX token's contract address, shortened ('0x28fc…5e7c', the whole address on hover and
 * for screen readers) with a button that copies it and says 'Copied'.
 */
export function ContractAddress({ address, tokenName }: ContractAddressProps) {
  const classes = useStaticClasses(styles);
  const short = abbreviateAddress(address);
  return (
    <span data-contract-address={address} className={classes.address}>
      <span title={address} aria-hidden="true">
        {short}
      </span>
      <span className={classes.hidden}>Contract address {address}</span>
      <CopyButton value={address} label={`Copy ${tokenName} contract address`} />
    </span>
  );
}
