import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PagedDataTable } from '../components/table/PagedDataTable.tsx';
import { SparklineLinesProvider } from '../components/sparkline/SparklineLines.tsx';
import { renderWithTheme } from '../test/render-with-theme.tsx';
import { viewAsPhone } from '../testing/phone.ts';
import type { TableColumn } from '../table/types.ts';
import {
  priceChangeColumn,
  sparklineColumn,
  type EssentialsRowLike,
} from './essentials-columns.tsx';
import { figureColumn, leadingColumns, scoreColumn, tokenLinkColumn } from './figure-columns.tsx';
import { tokenCardRenderer, type TokenCardSpec } from './TokenRowCard.tsx';

interface Row extends EssentialsRowLike {
  id: number;
  symbol: string;
  masked: boolean;
  favorites: boolean;
  score: number | null;
  netflow: number | null;
  netflowFormatted: string;
  network: string | null;
  address: string | null;
}

const ADDRESS = '0x28fc0000000000000000000000000000000f5e7c';

const ROWS: Row[] = [
  {
    id: 1,
    tokenName: '***',
    symbol: '***',
    masked: true,
    favorites: false,
    score: null,
    netflow: null,
    netflowFormatted: 'N/A',
    network: null,
    address: null,
  },
  {
    id: 2,
    tokenName: 'PEPE',
    symbol: 'PEPE',
    masked: false,
    favorites: false,
    score: 81,
    netflow: 1_230_000,
    netflowFormatted: '$1.23M',
    priceChange24h: 0.031,
    priceChange24hFormatted: '+3.10%',
    logoUrl: 'http://localhost/api/logos/base-pepe.svg',
    network: 'base',
    address: ADDRESS,
  },
];

function columnsFor(onToggle: (row: Row) => void): TableColumn<Row>[] {
  return [
    ...leadingColumns<Row>({ signedIn: true, onToggleFavourite: onToggle }),
    tokenLinkColumn<Row>('Token', (row) => ({
      href: `https://dexscreener.com/${row.network}/${row.address}`,
      label: `${row.tokenName} chart`,
    })),
    scoreColumn<Row>('dex'),
    figureColumn<Row>('netflow', 'Netflow'),
    priceChangeColumn<Row>(),
    sparklineColumn<Row>({
      kind: 'netflow',
      period: '24h',
      lineKey: (row) => (row.masked ? null : `dex:base:${row.address}`),
    }),
  ];
}

const SPEC: TokenCardSpec<Row> = {
  link: (row) => ({
    href: `https://dexscreener.com/${row.network}/${row.address}`,
    label: `${row.tokenName} chart on DexScreener`,
    external: true,
  }),
  figures: ['netflowFormatted', 'priceChange24hFormatted'],
};

function show(onToggle = vi.fn(), { plain = false } = {}) {
  renderWithTheme(
    <SparklineLinesProvider
      value={{
        lines: { [`dex:base:${ADDRESS}`]: { values: [1, 2, -0.5], trend: 'up' } },
        pending: false,
      }}
    >
      <PagedDataTable
        label="Top Accumulations"
        rows={ROWS}
        columns={columnsFor(onToggle)}
        {...(plain ? {} : { renderCard: tokenCardRenderer(SPEC) })}
      />
    </SparklineLinesProvider>,
  );
  return onToggle;
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Top Accumulations' })).getAllByRole('listitem');

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/top-accumulations-dex');
});

describe('a table on a phone', () => {
  it('is a table above 640 px', () => {
    show();
    expect(screen.getByRole('table', { name: 'Top Accumulations' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Top Accumulations' })).toBeNull();
  });

  it('shows each row as a card: token, score, the two figures, sparkline and star', () => {
    viewAsPhone();
    show();
    expect(screen.queryByRole('table')).toBeNull();
    const card = cards()[1] as HTMLElement;
    const link = within(card).getByRole('link', {
      name: 'PEPE chart on DexScreener (opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe(`https://dexscreener.com/base/${ADDRESS}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(card).getByText('0x28fc…5e7c')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Copy PEPE contract address' })).toBeTruthy();
    expect(card.querySelector('[data-rating]')?.textContent).toBe('81.0, Excellent');
    const figures = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual(['Netflow: $1.23M', '24h %: +3.10%']);
    expect(within(card).getByRole('img', { name: 'Netflow trend, 24h: rising' })).toBeTruthy();
    expect(card.querySelector('[data-network="base"]')).not.toBeNull();
  });

  it('stars from the card without following its link', async () => {
    viewAsPhone();
    const onToggle = show();
    await userEvent.click(
      within(cards()[1] as HTMLElement).getByRole('button', { name: 'Add PEPE to favorites' }),
    );
    expect(onToggle).toHaveBeenCalledWith(ROWS[1]);
  });

  it('a masked card shows no link, logo picture, address, figures of the token or star', () => {
    viewAsPhone();
    show();
    const card = cards()[0] as HTMLElement;
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('[data-contract-address]')).toBeNull();
    expect(within(card).queryByRole('img', { name: /trend/ })).toBeNull();
    expect(within(card).getByText('***')).toBeTruthy();
  });

  it('without a card of its own, lists the shown columns by label', () => {
    viewAsPhone();
    show(vi.fn(), { plain: true });
    const card = cards()[1] as HTMLElement;
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    // The star heads the card's controls; the token heads the card.
    expect(terms).toEqual(['Score', 'Netflow', '24h %', 'Netflow trend']);
    expect(within(card).getByRole('link', { name: /PEPE chart/ })).toBeTruthy();
  });
});
