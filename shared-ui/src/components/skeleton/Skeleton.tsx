import { keyframes, type Theme } from '@emotion/react';
import type { ComponentProps } from 'react';

const pulse = keyframes`
  0%, 100% { opacity: 0.55; }
  50% { opacity: 1; }
`;

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
export function Skeleton({ width = '100%', height = 12, ...rest }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      css={(theme: Theme) => ({
        display: 'block',
        width,
        maxWidth: '100%',
        height,
        borderRadius: theme.radii.sm,
        background: theme.colors.neutralSubtle,
        animation: `${pulse} 1.4s ease-in-out infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      })}
      {...rest}
    />
  );
}
