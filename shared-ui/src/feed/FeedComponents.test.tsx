import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render-with-theme.tsx';
import { ExternalButtonLink } from './ExternalButtonLink.tsx';
import { FeedCard } from './FeedCard.tsx';
import { FeedContent, type FeedContentTexts } from './FeedContent.tsx';
import { FeedHeader } from './FeedHeader.tsx';
import { FeedLoadMore } from './FeedLoadMore.tsx';
import { InfluencerAlertCard } from './InfluencerAlertCard.tsx';
import { InfluencerAvatarStack } from './InfluencerAvatarStack.tsx';
import { InfluencerScoreList } from './InfluencerScoreList.tsx';

const texts: FeedContentTexts = {
  loading: 'Načítám CEX influencery...',
  errorTitle: 'Nepodařilo se načíst data',
  retry: 'Zkusit znovu',
};

describe('FeedHeader', () => {
  it('shows the title, the filters and Refresh with the seconds left', () => {
    const onRefresh = vi.fn();
    renderWithTheme(
      <FeedHeader
        title="Alpha Feed"
        filters={<label>filter</label>}
        secondsLeft={12}
        onRefresh={onRefresh}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Alpha Feed' })).toBeTruthy();
    expect(screen.getByText('filter')).toBeTruthy();
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(refresh.textContent).toBe('Refresh12s');
    fireEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('keeps the ticking count out of the Refresh button’s name, and hides it when paused', () => {
    const { rerender } = renderWithTheme(
      <FeedHeader title="Influencer Feed" secondsLeft={9} onRefresh={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Refresh' }).textContent).toBe('Refresh9s');
    rerender(<FeedHeader title="Influencer Feed" secondsLeft={null} onRefresh={vi.fn()} />);
    const resting = screen.getByRole('button', { name: 'Refresh' });
    expect(resting.textContent).toBe('Refresh');
    // The count's room is kept, so the button does not narrow (no layout shift).
    expect(resting.querySelector('[data-countdown="resting"]')).not.toBeNull();
  });
});

describe('FeedLoadMore', () => {
  it("shows 'Load More' only while pages remain", () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderWithTheme(<FeedLoadMore hasMore onLoadMore={onLoadMore} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<FeedLoadMore hasMore={false} onLoadMore={onLoadMore} />);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });
});

describe('FeedContent', () => {
  const render = (props: Partial<Parameters<typeof FeedContent>[0]>, onRetry = vi.fn()) =>
    renderWithTheme(
      <FeedContent
        loading={false}
        error={null}
        itemCount={1}
        texts={texts}
        onRetry={onRetry}
        {...props}
      >
        <p>cards</p>
      </FeedContent>,
    );

  it('shows the loading text until the first items arrive', () => {
    render({ loading: true, itemCount: 0 });
    expect(screen.getByRole('status').textContent).toBe('Načítám CEX influencery...');
    expect(screen.queryByText('cards')).toBeNull();
  });

  it('keeps the cards on screen while refreshing', () => {
    render({ loading: true, itemCount: 3 });
    expect(screen.getByText('cards')).toBeTruthy();
  });

  it('shows the error box whose retry calls back', () => {
    const onRetry = vi.fn();
    render({ error: 'HTTP Error 500', itemCount: 3 }, onRetry);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Nepodařilo se načíst data')).toBeTruthy();
    expect(within(alert).getByText('HTTP Error 500')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the premium lock for a Non-premium answer', () => {
    render({ premiumRequired: true, itemCount: 0 });
    expect(screen.getByText('Premium only')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy Premium' }).getAttribute('href')).toBe('/premium');
  });

  it('shows the empty state when there is nothing', () => {
    render({ itemCount: 0, texts: { ...texts, empty: 'Nothing yet' } });
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });
});

describe('InfluencerAvatarStack', () => {
  it("shows two avatars and '+N' for the rest", () => {
    renderWithTheme(<InfluencerAvatarStack handles={['alpha', 'beta', 'gamma', 'delta']} />);
    expect(screen.getByRole('img', { name: '@alpha' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '@beta' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: '@gamma' })).toBeNull();
    expect(screen.getByText('+2')).toBeTruthy();
  });

  it('shows nothing for nobody', () => {
    const { container } = renderWithTheme(<InfluencerAvatarStack handles={[]} />);
    expect(container.textContent).toBe('');
  });
});

describe('InfluencerScoreList', () => {
  const profileUrl = (handle: string) => `https://x.com/${handle}`;

  it('links each handle to its profile and shows the signed score', () => {
    renderWithTheme(
      <InfluencerScoreList
        influencers={[
          { name: 'cryptokitty', score: 4.9 },
          { name: 'degen', score: -3 },
        ]}
        showAvatars
        profileUrl={profileUrl}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Influencers Score Impact' })).toBeTruthy();
    const link = screen.getByRole('link', { name: '@cryptokitty' });
    expect(link.getAttribute('href')).toBe('https://x.com/cryptokitty');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('+4.9')).toBeTruthy();
    expect(screen.getByText('-3')).toBeTruthy();
    expect(screen.getByRole('img', { name: '@cryptokitty' })).toBeTruthy();
  });

  it('shows masked handles without links or avatars', () => {
    renderWithTheme(
      <InfluencerScoreList
        influencers={[
          { name: '***', score: 1 },
          { name: '***', score: 2 },
        ]}
        showAvatars={false}
        profileUrl={profileUrl}
      />,
    );
    expect(screen.getAllByText('***')).toHaveLength(2);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('lists the first five of a long list, and the rest on Show N more', () => {
    const handles = ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7', 'h8'];
    renderWithTheme(
      <InfluencerScoreList
        influencers={handles.map((name, index) => ({ name, score: index + 1 }))}
        showAvatars
        profileUrl={profileUrl}
      />,
    );
    const shownHandles = () =>
      screen.getAllByRole('link').map((link) => link.textContent?.replace('@', ''));
    expect(shownHandles()).toEqual(handles.slice(0, 5));
    const more = screen.getByRole('button', { name: 'Show 3 more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(more.getAttribute('aria-controls') ?? '')?.tagName).toBe('UL');

    fireEvent.click(more);
    expect(shownHandles()).toEqual(handles);
    const fewer = screen.getByRole('button', { name: 'Show fewer' });
    expect(fewer.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(fewer);
    expect(shownHandles()).toEqual(handles.slice(0, 5));
  });

  it('lists six whole: a button would reveal a single name', () => {
    renderWithTheme(
      <InfluencerScoreList
        influencers={['a1', 'b2', 'c3', 'd4', 'e5', 'f6'].map((name) => ({ name, score: 1 }))}
        showAvatars={false}
        profileUrl={profileUrl}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('InfluencerAlertCard', () => {
  it('tells who bought which token, with the fixed sentence, in the good tone', () => {
    renderWithTheme(
      <InfluencerAlertCard
        side="buy"
        handle="perpwhale"
        profileUrl="https://x.com/perpwhale"
        datetime="15/06/2025, 14:00"
        token="$BTC"
        actions={<button type="button">Buy</button>}
      >
        <p>figures</p>
      </InfluencerAlertCard>,
    );
    const card = screen.getByRole('article', { name: '@perpwhale just bought $BTC' });
    expect(card.getAttribute('data-tone')).toBe('good');
    expect(within(card).getByRole('heading', { name: 'Influencer Alert' })).toBeTruthy();
    expect(within(card).getByText('15/06/2025, 14:00')).toBeTruthy();
    expect(
      within(card).getByText('This contract has been traded by 3 smart money wallet/s so far.'),
    ).toBeTruthy();
    expect(within(card).getByRole('heading', { name: '$BTC' })).toBeTruthy();
    expect(within(card).getByText('figures')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Buy' })).toBeTruthy();
  });

  it('shows how long ago the trade was, next to its date and time with the zone named', () => {
    const oneMinuteAgo = new Date(Date.now() - 60_000);
    renderWithTheme(
      <InfluencerAlertCard
        side="buy"
        handle="perpwhale"
        profileUrl="https://x.com/perpwhale"
        datetime="15/06/2025 14:00"
        timestamp={oneMinuteAgo.toISOString()}
        token="$BTC"
      />,
    );
    const time = screen.getByText(/^1m \d+s ago$/).closest('time');
    expect(time?.getAttribute('dateTime')).toBe(oneMinuteAgo.toISOString());
    expect(time?.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} CES?T · 1m \d+s ago$/);
  });

  it('reads just sold in the bad tone for a sell', () => {
    renderWithTheme(
      <InfluencerAlertCard
        side="sell"
        handle="shortking"
        profileUrl="https://x.com/shortking"
        datetime=""
        token="$ETH"
      />,
    );
    const card = screen.getByRole('article', { name: '@shortking just sold $ETH' });
    expect(card.getAttribute('data-tone')).toBe('bad');
  });
});

describe('FeedCard and ExternalButtonLink', () => {
  it('marks the tone and opens outside links safely', () => {
    renderWithTheme(
      <FeedCard tone="bad" aria-label="signal">
        <ExternalButtonLink href="https://www.binance.com/en/futures/BTCUSDT">
          Buy on Binance
        </ExternalButtonLink>
      </FeedCard>,
    );
    expect(screen.getByRole('article', { name: 'signal' }).getAttribute('data-tone')).toBe('bad');
    const link = screen.getByRole('link', { name: 'Buy on Binance' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
