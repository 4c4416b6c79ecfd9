import type { CSSObject } from '@emotion/react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { readableOn } from '../../theme/contrast.ts';
import type { brandColors } from '../../theme/tokens.ts';

type Brand = keyof typeof brandColors;

/** Never below 8 px: three letters on a 20 px disc were 6 px and could not be read. */
function markFontSize(size: number, letterCount: number): number {
  return Math.max(8, Math.round(size * (letterCount > 2 ? 0.36 : 0.42)));
}

const styles = staticStyles((theme) => ({
  mark: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    fontWeight: theme.fontWeights.bold,
    lineHeight: 1,
  },
  'shape-circle': { borderRadius: theme.radii.pill },
  'shape-rounded': { borderRadius: theme.radii.sm },
  condensed: { letterSpacing: '-0.04em' },
  ...brandFills(theme.brand),
}));

/**
 * A class per brand: brand colours are the same in both modes, so the letters' colour, which a
 * contrast computation picks (light brand colours such as BNB yellow take dark letters), is
 * known when the module loads.
 */
function brandFills(brand: typeof brandColors): Record<`brand-${Brand}`, CSSObject> {
  const fills = {} as Record<`brand-${Brand}`, CSSObject>;
  for (const name of Object.keys(brand) as Brand[]) {
    fills[`brand-${name}`] = {
      background: brand[name],
      color: readableOn(brand[name], brand.markText, brand.markTextDark),
    };
  }
  return fills;
}

export interface BrandMarkProps {
  /** Accessible name of the mark. */
  label: string;
  letters: string;
  brand: Brand;
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
  const classes = useStaticClasses(styles);
  const own = `${classes.mark} ${classes[`shape-${shape}`]} ${classes[`brand-${brand}`]}`;
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      data-brand={brand}
      className={letters.length > 2 ? `${own} ${classes.condensed}` : own}
      // The size is a prop: set inline, not as a style rule per size.
      style={{ width: size, height: size, fontSize: markFontSize(size, letters.length) }}
    >
      <span aria-hidden="true">{letters}</span>
    </span>
  );
}
