import type { CSSObject } from '@emotion/react';
import type { ComponentProps } from 'react';
import { FOCUSABLE_CARD_ATTRIBUTE, staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import type { FeedTone } from './feed-tone.ts';

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
