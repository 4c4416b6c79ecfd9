import {
  Avatar,
  NETWORKS,
  NetworkIcon,
  PremiumLockCell,
  RelativeValueBar,
  RestrictedLockCell,
  TOKEN_BRANDS,
  TokenIcon,
  formatCurrency,
  largestMagnitude,
} from '@flowscope/shared-ui';
import { ExampleRow, StyleguideSection } from '../StyleguideSection.tsx';

export function AvatarsAndIconsSection() {
  return (
    <StyleguideSection title="Avatars and icons">
      {/* No image bucket is deployed with the styleguide, so these show the fallback a
          failed or masked picture gets; in the app the picture is {bucket}/{handle}.jpg. */}
      <ExampleRow label="Avatars (fallback initial, masked)">
        <Avatar handle="***" alt="Anonymous" />
        <Avatar handle="***" alt="Anonymous, large" size={48} />
      </ExampleRow>
      <ExampleRow label="Tokens (by symbol or name) and a generic one">
        {Object.keys(TOKEN_BRANDS).map((symbol) => (
          <TokenIcon key={symbol} token={symbol} />
        ))}
        <TokenIcon token="bitcoin" />
        <TokenIcon token="FROGZ" />
      </ExampleRow>
      <ExampleRow label="Networks, binance chain alias and a generic one">
        {Object.keys(NETWORKS).map((network) => (
          <NetworkIcon key={network} network={network} />
        ))}
        <NetworkIcon network="binance chain" />
        <NetworkIcon network="mentis" />
      </ExampleRow>
    </StyleguideSection>
  );
}

const NETFLOWS = [1_250_000, 420_000, -80_000, -2_000_000];

export function CellsSection() {
  const largest = largestMagnitude(NETFLOWS);
  return (
    <StyleguideSection title="Table cells">
      <ExampleRow label="Locks">
        <PremiumLockCell />
        <RestrictedLockCell />
      </ExampleRow>
      <ExampleRow label="Relative value bars (against the largest absolute value)">
        {NETFLOWS.map((value) => (
          <RelativeValueBar key={value} value={value} largest={largest}>
            {formatCurrency(value)}
          </RelativeValueBar>
        ))}
      </ExampleRow>
    </StyleguideSection>
  );
}
