import type { Theme } from '@emotion/react';
import { Button, staticStyles, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  row: {
    position: 'sticky',
    top: theme.spacing.sm,
    zIndex: 2,
    height: 0,
    display: 'flex',
    justifyContent: 'center',
    // Cancels the grid gap this zero-height row would add above the cards.
    marginBottom: -theme.spacing.md,
  },
}));

export interface NewItemsPillProps {
  /** Items waiting above the ones shown; 0 hides the pill. */
  count: number;
  onShow: () => void;
}

/** 'N new': shown when new items have arrived; the reader decides when to see them. */
function newItemsText(count: number): string {
  return `${count} new`;
}

/**
 * A pill floating over the top of a feed's cards. It takes no room, so its coming and going
 * moves nothing; its live region tells screen readers that new items are waiting.
 */
export function NewItemsPill({ count, onShow }: NewItemsPillProps) {
  const classes = useStaticClasses(styles);
  return (
    <div className={classes.row}>
      <div role="status" aria-live="polite">
        {count > 0 && (
          <Button
            variant="primary"
            onClick={onShow}
            data-new-items={count}
            css={(theme: Theme) => ({
              borderRadius: theme.radii.pill,
              boxShadow: theme.colors.shadow,
            })}
          >
            {newItemsText(count)}
          </Button>
        )}
      </div>
    </div>
  );
}
