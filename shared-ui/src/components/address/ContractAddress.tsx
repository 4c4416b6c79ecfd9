import type { Theme } from '@emotion/react';
import { abbreviateAddress } from '@flowscope/core';
import { visuallyHidden } from '../../styles/visually-hidden.ts';
import { CopyButton } from '../copy-button/CopyButton.tsx';

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
  const short = abbreviateAddress(address);
  return (
    <span
      data-contract-address={address}
      css={(theme: Theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.spacing.xxs,
        minWidth: 0,
        color: theme.colors.textMuted,
        fontFamily: theme.monoFontFamily,
        fontSize: theme.fontSizes.xs,
        whiteSpace: 'nowrap',
      })}
    >
      <span title={address} aria-hidden="true">
        {short}
      </span>
      <span css={visuallyHidden}>Contract address {address}</span>
      <CopyButton value={address} label={`Copy ${tokenName} contract address`} />
    </span>
  );
}
