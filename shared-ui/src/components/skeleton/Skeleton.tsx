import { keyframes } from '@emotion/react';
import type { ComponentProps } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';

const pulse = keyframes`
  0%, 100% { opacity: 0.55; }
  50% { opacity: 1; }
`;

/** The width and height are props, set inline (`style`). */
const styles = staticStyles((theme) => ({
  skeleton: {
    display: 'block',
    maxWidth: '100%',
    borderRadius: theme.radii.sm,
    background: theme.colors.neutralSubtle,
    animation: `${pulse} 1.4s ease-in-out infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
}));

export type SkeletonProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** CSS width: a length or a share of the line ('60%'). */
  width?: number | string;
  /** Height in px: that of the text or block it stands in for, so nothing moves when it comes. */
  height?: number;
};

/**
 * A placeholder bar in the place and size of content still loading, pulsing unless the
 * trader asks for less motion; hidden from screen readers (the screen says it is loading).
 */
export function Skeleton({
  width = '100%',
  height = 12,
  className,
  style,
  ...rest
}: SkeletonProps) {
  const classes = useStaticClasses(styles);
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={className === undefined ? classes.skeleton : `${classes.skeleton} ${className}`}
      style={{ width, height, ...style }}
      {...rest}
    />
  );
}
