import type { Theme } from '@emotion/react';
import type { brandColors } from '../../theme/tokens.ts';

export interface BrandMarkProps {
  /** Accessible name of the mark. */
  label: string;
  letters: string;
  brand: keyof typeof brandColors;
  size: number;
  shape: 'circle' | 'rounded';
}

/** A disc in a brand colour with a few letters: a recognisable mark without fetching art. */
export function BrandMark({ label, letters, brand, size, shape }: BrandMarkProps) {
  return (
    <span
      role="img"
      aria-label={label}
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
        color: theme.brand.markText,
        fontSize: Math.round(size * (letters.length > 2 ? 0.32 : 0.42)),
        fontWeight: theme.fontWeights.bold,
        lineHeight: 1,
        textShadow: `0 0 2px ${theme.colors.overlay}`,
      })}
    >
      <span aria-hidden="true">{letters}</span>
    </span>
  );
}
