import { builtOnFirstUse } from './built-on-first-use.ts';
import { NOT_AVAILABLE, toFiniteNumber } from './not-available.ts';

function usd(minimumFractionDigits: number, maximumFractionDigits: number) {
  return builtOnFirstUse(
    () =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits,
        maximumFractionDigits,
      }),
  );
}

/**
 * Precision tiers of spec §9: the smaller the amount, the more decimals, so a token worth a
 * fraction of a cent is not shown as $0.00. Formatters are built once, on first use, not per cell.
 */
const TIERS: readonly { below: number; format: () => Intl.NumberFormat }[] = [
  { below: 0.001, format: usd(2, 8) },
  { below: 0.1, format: usd(2, 4) },
  { below: 1, format: usd(2, 3) },
  { below: 100, format: usd(2, 2) },
  { below: Number.POSITIVE_INFINITY, format: usd(0, 2) },
];

/** US dollars with precision by size: '$0.00012345', '$0.0123', '$0.568', '$12.30', '$1,234.5'. */
export function formatCurrency(value: unknown): string {
  const amount = toFiniteNumber(value);
  if (amount === null) return NOT_AVAILABLE;
  const magnitude = Math.abs(amount);
  const tier = TIERS.find((candidate) => magnitude < candidate.below) ?? TIERS[TIERS.length - 1];
  return tier ? tier.format().format(amount) : NOT_AVAILABLE;
}
