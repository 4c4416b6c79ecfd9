import type { Theme } from '@emotion/react';
import type { ComponentProps } from 'react';
import { Avatar } from '@flowscope/shared-ui';
import { AVATAR_STACK_MAX, splitAvatarStack } from './avatar-stack.ts';

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
  ...rest
}: InfluencerAvatarStackProps) {
  const { shown, hiddenCount } = splitAvatarStack(handles, max);
  if (shown.length === 0 && hiddenCount === 0) return null;
  return (
    <span
      data-testid="influencer-avatar-stack"
      css={{ display: 'inline-flex', alignItems: 'center' }}
      {...rest}
    >
      {shown.map((handle, index) => (
        <Avatar
          key={handle}
          handle={handle}
          size={size}
          css={(theme: Theme) => ({
            marginLeft: index === 0 ? 0 : -size / 3,
            boxShadow: `0 0 0 2px ${theme.colors.surface}`,
          })}
        />
      ))}
      {hiddenCount > 0 && (
        <span
          aria-label={`and ${hiddenCount} more`}
          css={(theme: Theme) => ({
            marginLeft: theme.spacing.xs,
            fontSize: theme.fontSizes.xs,
            fontWeight: theme.fontWeights.semibold,
            color: theme.colors.textMuted,
          })}
        >
          +{hiddenCount}
        </span>
      )}
    </span>
  );
}
