import { act, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render-with-theme.tsx';
import { unfinishedDrawing } from '../test/unfinished-drawing.tsx';
import { FeedContent } from './FeedContent.tsx';

const texts = { loading: 'Loading CEX alerts...', errorTitle: 'Failed', retry: 'Retry' };

describe('FeedContent', () => {
  it('keeps the spinner and skeleton cards until the first cards are drawn in the background', async () => {
    const { Unfinished, finish } = unfinishedDrawing();
    const view = (itemCount: number, cards: ReactNode) => (
      <Suspense fallback={<p>nothing to show</p>}>
        <FeedContent
          loading={itemCount === 0}
          error={null}
          itemCount={itemCount}
          texts={texts}
          onRetry={() => undefined}
        >
          {cards}
        </FeedContent>
      </Suspense>
    );
    const { rerender } = renderWithTheme(view(0, null));
    expect(screen.getByRole('status').textContent).toBe(texts.loading);
    await act(async () => {
      rerender(
        view(
          1,
          <Unfinished>
            <article>first signal</article>
          </Unfinished>,
        ),
      );
    });
    expect(screen.getByRole('status').textContent).toBe(texts.loading);
    expect(screen.queryByText('nothing to show')).toBeNull();
    await finish();
    expect(await screen.findByRole('article')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
