import { keyframes, type Theme } from '@emotion/react';
import type { ComponentProps } from 'react';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export type LoadingBarProps = ComponentProps<'div'> & {
  /** What is loading, read by screen readers. */
  label?: string;
};

/**
 * A thin indeterminate bar for the top edge of what is reloading: the rows stay readable
 * beneath it, so a filter change never blanks the screen. The caller places it.
 */
export function LoadingBar({ label = 'Loading', ...rest }: LoadingBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      css={(theme: Theme) => ({
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
      })}
      {...rest}
    />
  );
}
