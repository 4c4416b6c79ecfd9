import { keyframes, type CSSObject } from '@emotion/react';
import type { ComponentProps } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';

export const SPINNER_SIZES = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

const spin = keyframes`to { transform: rotate(360deg); }`;

const diameters: Record<SpinnerSize, number> = { sm: 14, md: 24, lg: 40 };

const styles = staticStyles((theme) => {
  const glyphs = {} as Record<`glyph-${SpinnerSize}`, CSSObject>;
  for (const size of SPINNER_SIZES) {
    const diameter = diameters[size];
    glyphs[`glyph-${size}`] = {
      display: 'inline-block',
      width: diameter,
      height: diameter,
      borderRadius: theme.radii.pill,
      border: `${Math.max(2, Math.round(diameter / 10))}px solid ${theme.colors.border}`,
      borderTopColor: theme.colors.accent,
      animation: `${spin} 0.8s linear infinite`,
      flexShrink: 0,
    };
  }
  return { ...glyphs, status: { display: 'inline-flex' } };
});

/** The turning ring alone, without a role: for places that announce loading themselves. */
export function SpinnerGlyph({ size = 'md' }: { size?: SpinnerSize }) {
  const classes = useStaticClasses(styles);
  return <span aria-hidden="true" data-size={size} className={classes[`glyph-${size}`]} />;
}

export type SpinnerProps = ComponentProps<'span'> & {
  size?: SpinnerSize;
  /** What is loading, read by screen readers. */
  label?: string;
};

/** A loading indicator announced as a status. */
export function Spinner({ size = 'md', label = 'Loading', className, ...rest }: SpinnerProps) {
  const classes = useStaticClasses(styles);
  return (
    <span
      role="status"
      aria-label={label}
      className={className === undefined ? classes.status : `${classes.status} ${className}`}
      {...rest}
    >
      <SpinnerGlyph size={size} />
    </span>
  );
}
