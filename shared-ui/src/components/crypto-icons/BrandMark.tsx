import type { Theme } from '@emotion/react';
import { readableOn } from '../../theme/contrast.ts';
import type { brandColors } from '../../theme/tokens.ts';

/** Never below 8 px: three letters on a 20 px disc were 6 px and could not be read. */
function markFontSize(size: number, letterCount: number): number {
  return Math.max(8, Math.round(size * (letterCount > 2 ? 0.36 : 0.42)));
}

export interface BrandMarkProps {
  /** Accessible name of the mark. */
  label: string;
  letters: string;
  brand: keyof typeof brandColors;
  size: number;
  shape: 'circle' | 'rounded';
  /** Hidden from assistive technology when text beside it already names it (a list option). */
  decorative?: boolean;
}

/** A disc in a brand colour with a few letters: a recognisable mark without fetching art. */
export function BrandMark({
  label,
  letters,
  brand,
  size,
  shape,
  decorative = false,
}: BrandMarkProps) {
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      data-brand={brand}
      css={(theme: Theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: shape === 'circle' ? theme.radii.pill : theme.radii.sm,
        background: theme.brand[brand],
        // Light brand colours (BNB yellow, Hyperliquid mint) take dark letters.
        color: readableOn(theme.brand[brand], theme.brand.markText, theme.brand.markTextDark),
        fontSize: markFontSize(size, letters.length),
        fontWeight: theme.fontWeights.bold,
        letterSpacing: letters.length > 2 ? '-0.04em' : undefined,
        lineHeight: 1,
      })}
    >
      <span aria-hidden="true">{letters}</span>
    </span>
  );
}
