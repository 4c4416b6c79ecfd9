import { keyframes } from '@emotion/react';
import type { ComponentProps } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const styles = staticStyles((theme) => ({
  bar: {
    height: 3,
    overflow: 'hidden',
    background: theme.colors.accentSubtle,
    '&::after': {
      content: '""',
      display: 'block',
      width: '40%',
      height: '100%',
      background: theme.colors.accent,
      animation: `${slide} 1.1s ease-in-out infinite`,
    },
    '@media (prefers-reduced-motion: reduce)': {
      '&::after': { animation: 'none', width: '100%', opacity: 0.6 },
    },
  },
}));

export type LoadingBarProps = ComponentProps<'div'> & {
  /** What is loading, read by screen readers. */
  label?: string;
};

/**
 * A thin indeterminate bar for the top edge of what is reloading: the rows stay readable
 * beneath it, so a filter change never blanks the screen. The caller places it.
 */
export function LoadingBar({ label = 'Loading', className, ...rest }: LoadingBarProps) {
  const classes = useStaticClasses(styles);
  return (
    <div
      role="progressbar"
      aria-label={label}
      className={className === undefined ? classes.bar : `${classes.bar} ${className}`}
      {...rest}
    />
  );
}
