import { Button, staticStyles, useStaticClasses, type ButtonProps } from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  countdown: {
    minWidth: '3ch',
    color: theme.colors.textMuted,
    fontVariantNumeric: 'tabular-nums',
  },
}));

export type RefreshCountdownButtonProps = Omit<ButtonProps, 'children' | 'onClick'> & {
  /** Seconds until the automatic refresh; null while the feed does not refresh itself. */
  secondsLeft: number | null;
  onRefresh: () => void;
  label?: string;
};

/**
 * 'Refresh' with the seconds left until the feed refreshes itself (e.g. 'Refresh 12s'). The
 * count is shown, not spoken: the button's name stays 'Refresh' instead of changing every
 * second under a screen reader. Its width is the same with or without the count.
 */
export function RefreshCountdownButton({
  secondsLeft,
  onRefresh,
  label = 'Refresh',
  variant = 'secondary',
  ...rest
}: RefreshCountdownButtonProps) {
  const classes = useStaticClasses(styles);
  return (
    <Button variant={variant} onClick={onRefresh} {...rest}>
      {label}
      {/* The count's room stays while it rests (a locked feed), so the button keeps its width
          and nothing beside it moves when the feed learns it is locked. */}
      <span
        aria-hidden="true"
        data-countdown={secondsLeft === null ? 'resting' : ''}
        className={classes.countdown}
      >
        {secondsLeft === null ? '' : `${secondsLeft}s`}
      </span>
    </Button>
  );
}
