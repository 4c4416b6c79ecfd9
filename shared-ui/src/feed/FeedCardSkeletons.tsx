import { keyframes } from '@emotion/react';
import { staticStyles, useStaticClasses } from '@flowscope/shared-ui';

const pulse = keyframes`
  0%, 100% { opacity: 0.55; }
  50% { opacity: 1; }
`;

/**
 * The height of a signal or trade card on a phone (its header, figures and influencer list):
 * the first answer replaces the placeholders instead of pushing the page down.
 */
export const CARD_PLACEHOLDER_HEIGHT = 420;
/** Enough cards to fill a phone's screen below the feed's header. */
export const CARD_PLACEHOLDER_COUNT = 2;

const styles = staticStyles((theme) => ({
  skeletons: { display: 'grid', gap: theme.spacing.md },
  card: {
    minHeight: CARD_PLACEHOLDER_HEIGHT,
    borderRadius: theme.radii.lg,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    animation: `${pulse} 1.4s ease-in-out infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
}));

/** Card-sized placeholders while a feed loads for the first time; hidden from screen readers. */
export function FeedCardSkeletons() {
  const classes = useStaticClasses(styles);
  return (
    <div aria-hidden="true" className={classes.skeletons}>
      {Array.from({ length: CARD_PLACEHOLDER_COUNT }, (_, index) => (
        <div key={index} data-skeleton="" className={classes.card} />
      ))}
    </div>
  );
}
