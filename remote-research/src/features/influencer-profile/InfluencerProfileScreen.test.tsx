import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatShare, routeTo, SCREEN_ROUTES } from '@flowscope/shared-api';
import type { InfluencerProfileResponse } from '@flowscope/shared-api/contract';
import { PATHS } from '@flowscope/shared-api/contract';
import { followedKeys } from '@flowscope/shared-api/feeds';
import { expectWindowHours, jsonResponse, renderScreen } from '@flowscope/shared-api/testing';
import { formatSignedFlow } from '@flowscope/shared-ui';
import { describe, expect, it } from 'vitest';
import { LOADED, popularInfluencer, researchBackend } from '../../test/research-test-kit.ts';
import InfluencerProfileScreen from './InfluencerProfileScreen.tsx';

const research = researchBackend();
const { backend, api } = research;
const PROFILE = PATHS.influencerProfile;

function show(url: string) {
  return renderScreen(InfluencerProfileScreen, {
    url,
    routePath: SCREEN_ROUTES.influencerProfile.path,
  });
}

const bodies = () => api.bodiesTo(PROFILE) as Record<string, unknown>[];
/** Whether the key figure named `label` reads `value`. */
const figureReads = (label: string, value: string) =>
  within(screen.getByRole('group', { name: label })).queryByText(value) !== null;

/** Holds the API's answers to `path` until `release` is called: what shows before is optimistic. */
function holdAnswers(path: string, answer?: () => Response) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  api.rewriteAnswer(path, async (real) => {
    await released;
    return answer ? answer() : real;
  });
  return release;
}

async function showPremiumProfile(url?: (handle: string) => string) {
  const session = await api.signIn('premium');
  const handle = await popularInfluencer(research, 'cex', session);
  research.recordAnswers(PROFILE);
  const view = show(url ? url(handle) : routeTo.influencerProfile('cex', handle));
  await screen.findByRole('table', { name: 'Open positions' }, LOADED);
  await waitFor(
    () => expect(screen.getByRole('img', { name: /^Realised PnL over/ })).toBeTruthy(),
    LOADED,
  );
  return { session, handle, view };
}

describe('Influencer Profile', () => {
  it('shows a signed-out visitor the lock with the sign-in, and asks the API nothing', () => {
    show(routeTo.influencerProfile('dex', 'whale-hunter'));
    expect(screen.getByRole('heading', { level: 1, name: 'Influencer Profile' })).toBeTruthy();
    expect(screen.getByText('@whale-hunter')).toBeTruthy();
    expect(screen.getByText('DEX')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy Premium' }).getAttribute('href')).toBe('/premium');
    expect(screen.getByRole('button', { name: 'Sign in with Discord' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(backend.callsTo(PROFILE)).toHaveLength(0);
  });

  it('shows a signed-in trader without premium the lock the API answers, without a sign-in', async () => {
    await api.signIn('free');
    show(routeTo.influencerProfile('cex', 'whale-hunter'));
    expect(await screen.findByRole('link', { name: 'Buy Premium' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with Discord' })).toBeNull();
    expect(backend.callsTo(PROFILE)).toHaveLength(1);
    expect(screen.queryByRole('group', { name: 'Win rate' })).toBeNull();
  });

  it("shows a premium trader the influencer's figures, curve, positions, trades and tokens", async () => {
    const { session, handle } = await showPremiumProfile();
    const { data } = research.answerOf<InfluencerProfileResponse>(PROFILE);
    if (!data) throw new Error('expected a profile');

    expect(bodies()[0]).toMatchObject({
      user_id: session.userId,
      venue: 'cex',
      twitter_handle: handle,
    });
    expectWindowHours(bodies()[0] ?? {}, 720);
    expect(screen.getByText(`@${data.twitter_handle}`)).toBeTruthy();
    expect(figureReads('PnL', formatSignedFlow(data.pnl))).toBe(true);
    expect(figureReads('Realised PnL', formatSignedFlow(data.realised_pnl))).toBe(true);
    expect(figureReads('Win rate', formatShare(data.win_rate))).toBe(true);
    expect(figureReads('Max drawdown', formatShare(data.max_drawdown))).toBe(true);
    expect(figureReads('Trades', String(data.trades_total))).toBe(true);

    const chart = screen.getByRole('img', { name: 'Realised PnL over the last 30 days' });
    const summary = document.getElementById(chart.getAttribute('aria-describedby') ?? '');
    const last = data.pnl_curve[data.pnl_curve.length - 1];
    expect(summary?.textContent).toContain(`ended at ${formatSignedFlow(last?.pnl ?? 0)}`);

    const rowsOf = (name: string) =>
      within(screen.getByRole('table', { name })).getAllByRole('row').length - 1;
    expect(rowsOf('Open positions')).toBe(Math.max(1, Math.min(10, data.open_positions.length)));
    expect(rowsOf('Recent trades')).toBe(Math.max(1, Math.min(10, data.trades.length)));
    expect(rowsOf('Most traded tokens')).toBe(Math.max(1, data.most_traded.length));
    const firstTraded = data.most_traded[0];
    if (firstTraded) {
      const tokens = screen.getByRole('table', { name: 'Most traded tokens' });
      expect(within(tokens).getAllByRole('row')[1]?.textContent).toContain(
        firstTraded.token.ticker,
      );
    }
    // Each of their wallets opens its own profile.
    const positions = screen.getByRole('table', { name: 'Open positions' });
    for (const link of within(positions).queryAllByRole('link', { name: /^Wallet 0x/ })) {
      expect(data.wallets.map((wallet) => routeTo.walletProfile(wallet))).toContain(
        link.getAttribute('href'),
      );
    }
  });

  it('keeps the period in the URL and asks for its window', async () => {
    const { handle, view } = await showPremiumProfile((name) =>
      routeTo.influencerProfile('cex', name, { period: '24h' }),
    );
    const periods = screen.getByRole('tablist', { name: 'Period' });
    expect(within(periods).getByRole('tab', { name: '24h', selected: true })).toBeTruthy();
    expectWindowHours(bodies()[0] ?? {}, 24);

    fireEvent.click(within(periods).getByRole('tab', { name: '7 days' }));
    expect(view.location.current).toBe(`${routeTo.influencerProfile('cex', handle)}?period=7d`);
    await waitFor(() => expect(bodies()).toHaveLength(2), LOADED);
    expectWindowHours(bodies()[1] ?? {}, 168);
    await screen.findByRole('img', { name: 'Realised PnL over the last 7 days' }, LOADED);

    // The default period is the plain address.
    fireEvent.click(within(periods).getByRole('tab', { name: '30 days' }));
    expect(view.location.current).toBe(routeTo.influencerProfile('cex', handle));
  });

  it('follows at once, in the list the feeds read, and unfollows', async () => {
    const { session, handle, view } = await showPremiumProfile();
    const follow = await screen.findByRole('button', { name: `Follow @${handle}` }, LOADED);
    await waitFor(() => expect((follow as HTMLButtonElement).disabled).toBe(false), LOADED);
    const followed = () =>
      view.queryClient.getQueryData<string[]>(followedKeys.market('cex', session.userId));

    const release = holdAnswers(PATHS.addCexFavoriteInfluencer);
    fireEvent.click(follow);
    // Flipped while the server has not answered yet.
    const unfollow = await screen.findByRole('button', { name: `Unfollow @${handle}` });
    expect(unfollow.getAttribute('aria-pressed')).toBe('true');
    expect(followed()).toContain(handle);
    release();
    await waitFor(
      () =>
        expect(api.bodiesTo(PATHS.addCexFavoriteInfluencer)).toEqual([
          { user_id: session.userId, twitter_handle: handle },
        ]),
      LOADED,
    );

    fireEvent.click(unfollow);
    const followAgain = await screen.findByRole('button', { name: `Follow @${handle}` });
    expect(followAgain.getAttribute('aria-pressed')).toBe('false');
    expect(followed()).not.toContain(handle);
    await waitFor(
      () => expect(api.bodiesTo(PATHS.removeCexFavoriteInfluencer)).toHaveLength(1),
      LOADED,
    );
  });

  it('puts a follow the server refuses back', async () => {
    const { handle } = await showPremiumProfile();
    const follow = await screen.findByRole('button', { name: `Follow @${handle}` }, LOADED);
    await waitFor(() => expect((follow as HTMLButtonElement).disabled).toBe(false), LOADED);
    const release = holdAnswers(PATHS.addCexFavoriteInfluencer, () =>
      jsonResponse({ message: 'Server error occurred' }, 500),
    );
    fireEvent.click(follow);
    expect(await screen.findByRole('button', { name: `Unfollow @${handle}` })).toBeTruthy();
    release();
    expect(await screen.findByRole('button', { name: `Follow @${handle}` }, LOADED)).toBeTruthy();
  });

  it('says an unknown influencer is not found', async () => {
    await api.signIn('premium');
    show(routeTo.influencerProfile('dex', 'nobody-trades-here'));
    const notFound = await screen.findByRole(
      'heading',
      { level: 2, name: 'Influencer not found' },
      LOADED,
    );
    expect(notFound).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Manage Following Influencers' }).getAttribute('href'),
    ).toBe(routeTo.screen('manageFollowingDex'));
    expect(screen.queryByRole('button', { name: /Follow @/ })).toBeNull();
  });

  it('says a venue the product does not know names nobody, without asking', async () => {
    await api.signIn('premium');
    show('/research/influencer/otc/desk');
    expect(screen.getByRole('heading', { level: 2, name: 'Influencer not found' })).toBeTruthy();
    expect(screen.getByText('Unknown exchange')).toBeTruthy();
    expect(backend.callsTo(PROFILE)).toHaveLength(0);
  });

  it('keeps the profile when a refresh fails, and says how old it is', async () => {
    const { view } = await showPremiumProfile();
    const failing = backend.failNext(PROFILE, 500);
    await act(() => view.queryClient.refetchQueries({ type: 'active' }).catch(() => undefined));
    expect(
      await screen.findByText(/^Couldn't refresh — showing data from/, {}, LOADED),
    ).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Open positions' })).toBeTruthy();
    failing.restore();
  });

  it('shows the error box with Retry when the first load fails', async () => {
    await api.signIn('premium');
    backend.failNext(PROFILE, 500);
    show(routeTo.influencerProfile('cex', 'anyone'));
    expect(await screen.findByRole('button', { name: 'Retry' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Open positions' })).toBeNull();
  });
});
