import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render-with-theme.tsx';
import { CARD_PLACEHOLDER_HEIGHT } from './FeedCardSkeletons.tsx';
import { FeedContent } from './FeedContent.tsx';

// The first answer replaces the placeholders instead of pushing the page down on a phone.
describe('feed placeholders', () => {
  it('shows card-sized placeholders under the loading text until the first cards arrive', () => {
    const { container, rerender } = renderWithTheme(
      <FeedContent
        loading
        error={null}
        itemCount={0}
        texts={{ loading: 'Loading CEX alerts...', errorTitle: 'Failed', retry: 'Retry' }}
        onRetry={() => undefined}
      >
        <article>card</article>
      </FeedContent>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading CEX alerts...');
    const cards = container.querySelectorAll('[data-skeleton]');
    expect(cards.length).toBeGreaterThanOrEqual(2);
    expect(getComputedStyle(cards[0] as Element).minHeight).toBe(`${CARD_PLACEHOLDER_HEIGHT}px`);

    rerender(
      <FeedContent
        loading={false}
        error={null}
        itemCount={1}
        texts={{ loading: 'Loading CEX alerts...', errorTitle: 'Failed', retry: 'Retry' }}
        onRetry={() => undefined}
      >
        <article>card</article>
      </FeedContent>,
    );
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(0);
    expect(screen.getByText('card')).toBeTruthy();
  });
});
