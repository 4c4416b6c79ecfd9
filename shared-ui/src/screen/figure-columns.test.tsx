import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render-with-theme.tsx';
import {
  figureColumn,
  leadingColumns,
  signedCountColumn,
  tokenLinkColumn,
  valueBarColumn,
} from './figure-columns.tsx';

interface Row {
  tokenName: string;
  symbol: string;
  masked: boolean;
  favorites: boolean;
  netflow: number;
  netflowFormatted: string;
  smwChange: number;
}

const row = (netflow: number, overrides: Partial<Row> = {}): Row => ({
  tokenName: 'Bitcoin',
  symbol: 'BTC',
  masked: false,
  favorites: false,
  netflow,
  netflowFormatted: `$${netflow}`,
  smwChange: 3,
  ...overrides,
});

describe('figure columns', () => {
  it('shows a figure formatted and sorts it by the raw number', () => {
    expect(figureColumn<Row>('netflow', 'Netflow')).toEqual({
      key: 'netflowFormatted',
      sortKey: 'netflow',
      label: 'Netflow',
      sortable: true,
      align: 'right',
    });
  });

  it('adds the favourite star only for signed-in traders', () => {
    const keys = (signedIn: boolean) =>
      leadingColumns<Row>({ signedIn, onToggleFavourite: () => undefined }).map((c) => c.key);
    expect(keys(false)).toEqual(['rank']);
    expect(keys(true)).toEqual(['rank', 'favorites']);
  });

  it('signs wallet counts', () => {
    const column = signedCountColumn<Row>('smwChange', 'SMW Change');
    expect(column.render?.(row(1), 1)).toBe('+3');
    expect(column.render?.(row(1, { smwChange: -2 }), 1)).toBe('-2');
  });

  it('scales bars to the whole list: positives to the largest positive, negatives to the largest negative', () => {
    const rows = [row(100), row(50), row(-10), row(-40)];
    const column = valueBarColumn<Row>('netflow', 'Netflow', rows);
    const shown = (value: number) => {
      const { container, unmount } = renderWithTheme(<>{column.render?.(row(value), 1)}</>);
      const bar = container.querySelector('[data-width]');
      const result = {
        text: container.querySelector('span')?.textContent,
        width: bar?.getAttribute('data-width'),
      };
      unmount();
      return result;
    };
    expect(shown(50)).toEqual({ text: '$50', width: '50.00' });
    expect(shown(-10)).toEqual({ text: '$-10', width: '25.00' });
    expect(shown(100).width).toBe('100.00');
  });

  it('links the token out unless the row is masked, marking the chain when given', () => {
    const column = tokenLinkColumn<Row>('Token', (r) => ({
      href: `https://example.com/${r.symbol}`,
      label: `${r.tokenName} chart`,
      network: 'base',
    }));
    renderWithTheme(<>{column.render?.(row(1), 1)}</>);
    const link = screen.getByRole('link', { name: 'Bitcoin chart (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://example.com/BTC');
    expect(document.querySelector('[data-network="base"]')).not.toBeNull();
  });
});
