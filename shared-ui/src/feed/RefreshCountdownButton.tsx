import type { Theme } from '@emotion/react';
import { Button, type ButtonProps } from '@flowscope/shared-ui';

export type RefreshCountdownButtonProps = Omit<ButtonProps, 'children' | 'onClick'> & {
  /** Seconds until the automatic refresh; null while the feed does not refresh itself. */
  secondsLeft: number | null;
  onRefresh: () => void;
  label?: string;
};

/**
 * 'Refresh' with the seconds left until the feed refreshes itself (e.g. 'Refresh 12s'). The
 * count is shown, not spoken: the button's name stays 'Refresh' instead of changing every
 * second under a screen reader.
 */
export function RefreshCountdownButton({
  secondsLeft,
  onRefresh,
  label = 'Refresh',
  variant = 'secondary',
  ...rest
}: RefreshCountdownButtonProps) {
  return (
    <Button variant={variant} onClick={onRefresh} {...rest}>
      {label}
      {secondsLeft !== null && (
        <span
          aria-hidden="true"
          data-countdown=""
          css={(theme: Theme) => ({
            minWidth: '3ch',
            color: theme.colors.textMuted,
            fontVariantNumeric: 'tabular-nums',
          })}
        >
          {secondsLeft}s
        </span>
      )}
    </Button>
  );
}
