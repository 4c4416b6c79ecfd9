import type { CSSObject } from '@emotion/react';
import type { ComponentProps } from 'react';
import { FOCUSABLE_CARD_ATTRIBUTE, staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import type { FeedTone } from './feed-tone.ts';
import { CARD_PLACEHOLDER_HEIGHT } from './FeedCardSkeletons.tsx';

export type FeedCardProps = ComponentProps<'article'> & {
  /** Good cards carry a green edge, bad ones a red edge. */
  tone: FeedTone;
};

const styles = staticStyles((theme) => {
  const card = (edgeColor: string): CSSObject => ({
    display: 'grid',
    gap: theme.spacing.md,
    minWidth: 0,
    padding: theme.spacing.lg,
    borderRadius: theme.radii.lg,
    border: `1px solid ${theme.colors.border}`,
    borderLeft: `4px solid ${edgeColor}`,
    background: theme.colors.surface,
    scrollMarginBlock: theme.spacing.lg,
    // A card below the screen is not laid out or painted until it nears it: a feed's first
    // answer lays out the few cards a phone shows, not all of them (its height, once drawn,
    // is remembered, so the scrollbar does not jump).
    contentVisibility: 'auto',
    containIntrinsicBlockSize: `auto ${CARD_PLACEHOLDER_HEIGHT}px`,
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  });
  return { good: card(theme.colors.positive), bad: card(theme.colors.attention) };
});

/**
 * The frame of one feed card: a surface with an edge in the card's tone. The j and k hotkeys
 * focus it (a focus ring shows where they are); Tab still goes from link to link.
 */
export function FeedCard({ tone, className, ...rest }: FeedCardProps) {
  const classes = useStaticClasses(styles);
  const own = classes[tone];
  return (
    <article
      data-tone={tone}
      tabIndex={-1}
      {...{ [FOCUSABLE_CARD_ATTRIBUTE]: '' }}
      className={className === undefined ? own : `${own} ${className}`}
      {...rest}
    />
  );
}
