import { formatMarketCap, NOT_AVAILABLE, toFiniteNumber } from '@flowscope/core';
import { CENTS_ROUNDING, signTone, type SignTone } from './sign-tone.ts';

export interface NetPositionText {
  /** 'Net long $3.20M', 'Net short $7.11M', 'Flat' or 'N/A'. */
  text: string;
  tone: SignTone;
}

/**
 * A signed position on perpetuals, in words: smart money can be net short, and '-$7.11M'
 * under 'Holdings' reads as a negative amount held. Green for net long, red for net short.
 */
export function formatNetPosition(value: unknown): NetPositionText {
  const amount = toFiniteNumber(value);
  if (amount === null) return { text: NOT_AVAILABLE, tone: 'default' };
  const tone = signTone(amount, CENTS_ROUNDING);
  if (tone === 'default') return { text: 'Flat', tone };
  const side = tone === 'positive' ? 'Net long' : 'Net short';
  return { text: `${side} ${formatMarketCap(Math.abs(amount))}`, tone };
}
