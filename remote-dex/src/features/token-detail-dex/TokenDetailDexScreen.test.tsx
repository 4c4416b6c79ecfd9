import { PATHS } from '@flowscope/shared-api/contract';
import { SCREEN_ROUTES } from '@flowscope/shared-api';
import { expectWindowHours, renderScreen, screenApi } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { fakeCharts } from '@flowscope/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TokenDetailDexScreen from './TokenDetailDexScreen.tsx';

vi.mock(
  'lightweight-charts',
  async () => (await import('@flowscope/shared-ui/testing')).fakeLightweightCharts,
);

const CALL = PATHS.dexTokenDetail;
const backend = mockBackendPerTest();
const { signIn, rewriteAnswer } = screenApi(backend);
const LOADED = { timeout: 15_000 };

afterEach(() => {
  fakeCharts.length = 0;
});

interface ListedToken {
  token_name: string;
  ticker: string;
  network: string;
  address: string;
}

/** A token Top Holdings DEX lists now (so the market knows it), as an anonymous visitor sees it. */
async function listedToken(): Promise<ListedToken> {
  const answer = await backend.api.app.request(PATHS.dexTopHolders, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: 0, min_cap: 0, max_cap: 99999999999999 }),
  });
  const { data } = (await answer.json()) as { data: (ListedToken | { address: null })[] };
  const token = data.find((row): row is ListedToken => row.address !== null);
  if (!token) throw new Error('no listed DEX token');
  return token;
}

function show(token: { network: string; address: string }, query = '') {
  return renderScreen(TokenDetailDexScreen, {
    url: `/token/dex/${token.network}/${token.address}${query}`,
    routePath: SCREEN_ROUTES.tokenDetailDex.path,
  });
}

const payloads = () => backend.callsTo(CALL).map((call) => call.body as Record<string, unknown>);

async function heading(token: ListedToken) {
  return screen.findByRole(
    'heading',
    { level: 1, name: `${token.token_name} ${token.ticker}` },
    LOADED,
  );
}

describe('DEX token page', () => {
  it('names the token: logo on its chain, network, shortened address with a copy button, scores', async () => {
    const token = await listedToken();
    show(token);
    const header = (await heading(token)).closest('header') as HTMLElement;
    expect(header.querySelector('img')?.getAttribute('src')).toMatch(/\/logos\//);
    expect(header.querySelector(`[data-network="${token.network}"]`)).not.toBeNull();
    expect(
      within(header).getByText(`${token.address.slice(0, 6)}…${token.address.slice(-4)}`),
    ).toBeTruthy();
    expect(
      within(header).getByRole('button', { name: `Copy ${token.token_name} contract address` }),
    ).toBeTruthy();
    const scores = within(header).getByRole('list', { name: 'Scores of this period' });
    expect(
      within(scores)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Accumulation score /),
      expect.stringMatching(/^Holdings score /),
    ]);
    // Signed out: no star.
    expect(screen.queryByRole('button', { name: /favorites$/ })).toBeNull();
    expect(payloads()).toHaveLength(1);
    expect(payloads()[0]).toMatchObject({
      user_id: 0,
      network: token.network,
      address: token.address,
    });
    expectWindowHours(payloads()[0] ?? {}, 24);
    await waitFor(() => expect(document.title).toBe(`${token.ticker} Token Detail - Flowscope`));
  });

  it('shows the market essentials and the four risk checks', async () => {
    const token = await listedToken();
    show(token);
    await heading(token);
    const essentials = screen.getByRole('region', { name: 'Market essentials' });
    const figures = within(essentials)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(figures).toEqual([
      'Price',
      '24h %',
      'Market Cap',
      'Liquidity',
      'Holders',
      '24h Volume',
      'SMW Netflow',
      'SMW Holdings',
    ]);
    const value = (label: string) =>
      within(essentials).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Price')).toMatch(/^\$[\d.,]+$/);
    expect(value('24h %')).toMatch(/^[+-]\d+\.\d{2}%$/);
    expect(value('Holders')).toMatch(/^[\d,]+$/);
    const risk = screen.getByRole('region', { name: 'Risk flags' });
    expect(
      within(risk)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Honeypot', 'Mintable', 'Top 10 holders', 'Liquidity']);
  });

  it('says a honeypot plainly', async () => {
    const token = await listedToken();
    rewriteAnswer(CALL, async (answer) => {
      const body = (await answer.json()) as { data: Record<string, unknown> };
      return Response.json({
        ...body,
        data: {
          ...body.data,
          risk: { honeypot: true, mintable: false, top10_holders_pct: 92, liquidity_locked: false },
        },
      });
    });
    show(token);
    await heading(token);
    const risk = screen.getByRole('region', { name: 'Risk flags' });
    expect(risk.getAttribute('data-risk-level')).toBe('danger');
    expect(within(risk).getByText('High risk')).toBeTruthy();
    expect(within(risk).getByText('Yes: buying works, selling does not')).toBeTruthy();
    expect(
      within(risk).getByText(/^Raised: Honeypot, Top 10 hold 92\.0%, Liquidity unlocked\.$/),
    ).toBeTruthy();
  });

  it('draws price and netflow of the period, and lists the smart-money holders without positions', async () => {
    const token = await listedToken();
    show(token);
    await heading(token);
    expect(
      screen.getByRole('img', {
        name: `Price and smart-money netflow of ${token.ticker} over the selected period`,
      }),
    ).toBeTruthy();
    await waitFor(() => expect(fakeCharts[0]?.series[0]?.data.length).toBeGreaterThan(0));
    const holders = await screen.findByRole('table', { name: 'SMW Holders' });
    const headers = within(holders)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim());
    expect(headers).toContain('Wallet');
    expect(headers).not.toContain('Position');
  });

  it('offers the chart on DexScreener and the chain bot as outbound links', async () => {
    const token = await listedToken();
    show(token);
    await heading(token);
    const links = within(screen.getByRole('navigation', { name: 'Trade links' }));
    const chart = links.getByRole('link', { name: 'Chart on DexScreener' });
    expect(chart.getAttribute('href')).toBe(
      `https://dexscreener.com/${token.network}/${token.address}`,
    );
    expect(chart.getAttribute('target')).toBe('_blank');
    expect(chart.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links.getByRole('link', { name: /^Buy using / }).getAttribute('href')).toMatch(
      /^https:\/\/t\.me\//,
    );
  });

  it('asks for the 7-day window on its tab, keeping it in the URL', async () => {
    const token = await listedToken();
    const view = show(token);
    await heading(token);
    await userEvent.click(screen.getByRole('tab', { name: '7 days' }));
    await waitFor(() => expect(payloads()).toHaveLength(2));
    expectWindowHours(payloads()[1] ?? {}, 168);
    expect(view.location.current).toBe(`/token/dex/${token.network}/${token.address}?period=7d`);
  });

  it('a premium trader stars the token with its name, address and network', async () => {
    const token = await listedToken();
    const session = await signIn('premium');
    show(token);
    await heading(token);
    const star = screen.getByRole('button', { name: `Add ${token.token_name} to favorites` });
    await userEvent.click(star);
    expect(
      screen.getByRole('button', { name: `Remove ${token.token_name} from favorites` }),
    ).toBeTruthy();
    await waitFor(() => expect(backend.callsTo(PATHS.addDexFavorite)).toHaveLength(1));
    expect(backend.callsTo(PATHS.addDexFavorite)[0]?.body).toEqual({
      user_id: session.userId,
      token_name: token.token_name,
      address: token.address,
      network: token.network,
    });
    // The page's answer is asked again and now says so itself.
    await waitFor(() => expect(payloads().length).toBeGreaterThanOrEqual(2));
    const starred = await screen.findByRole('button', {
      name: `Remove ${token.token_name} from favorites`,
    });
    expect(starred.getAttribute('aria-pressed')).toBe('true');
  });

  it('says a token the market does not know is not found, and never asks for a malformed one', async () => {
    show({ network: 'base', address: `0x${'0'.repeat(39)}1` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Token not found' }, LOADED),
    ).toBeTruthy();
    expect(payloads()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to Top Holdings' }).getAttribute('href')).toBe(
      '/top-holdings-dex',
    );
  });

  it('never asks the API about a network it does not list or an address that is none', async () => {
    show({ network: 'notachain', address: `0x${'ab'.repeat(20)}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Token not found' })).toBeTruthy();
    show({ network: 'base', address: '<script>' });
    expect(screen.getAllByRole('heading', { level: 1, name: 'Token not found' })).toHaveLength(2);
    expect(payloads()).toHaveLength(0);
  });

  it('a failed load shows the DEX error box, and Retry recovers', async () => {
    const token = await listedToken();
    const failure = backend.failNext(CALL, 500);
    show(token);
    expect(await screen.findByText('Failed to load DEX data', {}, LOADED)).toBeTruthy();
    failure.restore();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await heading(token)).toBeTruthy();
  });
});
