import type { ComponentProps } from 'react';
import { Avatar, staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { AVATAR_STACK_MAX, splitAvatarStack } from './avatar-stack.ts';

const styles = staticStyles((theme) => ({
  stack: { display: 'inline-flex', alignItems: 'center' },
  avatar: { boxShadow: `0 0 0 2px ${theme.colors.surface}` },
  more: {
    marginLeft: theme.spacing.xs,
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.semibold,
    color: theme.colors.textMuted,
  },
}));

export type InfluencerAvatarStackProps = Omit<ComponentProps<'span'>, 'children'> & {
  handles: readonly string[];
  /** Avatars shown before '+N'; two by default. */
  max?: number;
  size?: number;
};

/** Up to two overlapping avatars, then '+N' for the rest; nothing for an empty list. */
export function InfluencerAvatarStack({
  handles,
  max = AVATAR_STACK_MAX,
  size = 24,
  className,
  ...rest
}: InfluencerAvatarStackProps) {
  const classes = useStaticClasses(styles);
  const { shown, hiddenCount } = splitAvatarStack(handles, max);
  if (shown.length === 0 && hiddenCount === 0) return null;
  return (
    <span
      data-testid="influencer-avatar-stack"
      className={className === undefined ? classes.stack : `${classes.stack} ${className}`}
      {...rest}
    >
      {shown.map((handle, index) => (
        <Avatar
          key={handle}
          handle={handle}
          size={size}
          className={classes.avatar}
          style={{ marginLeft: index === 0 ? 0 : -size / 3 }}
        />
      ))}
      {hiddenCount > 0 && (
        <span aria-label={`and ${hiddenCount} more`} className={classes.more}>
          +{hiddenCount}
        </span>
      )}
    </span>
  );
}
