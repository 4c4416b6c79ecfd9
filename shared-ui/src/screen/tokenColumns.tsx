import type { Theme } from '@emotion/react';
import { FavouriteStarButton } from '../components/favourite/FavouriteStarButton.tsx';
import { TokenIcon } from '../components/crypto-icons/TokenIcon.tsx';
import type { TableColumn } from '../table/types.ts';

/** What the shared token columns read from a row. */
export interface TokenRowLike {
  tokenName: string;
  symbol: string;
  /** An anonymised row ('***'): no link and no favourite star. */
  masked: boolean;
  favorites: boolean;
}

/** '#' counts from 1 across pages. */
export function rankColumn<Row extends object>(): TableColumn<Row> {
  return { key: 'rank', label: '#', align: 'right', render: (_row, rowNumber) => rowNumber };
}

/** The favourite star; the screen adds the column only for signed-in traders. */
export function favoriteColumn<Row extends TokenRowLike>(
  onToggle: (row: Row) => void,
): TableColumn<Row> {
  return {
    key: 'favorites',
    label: 'Favourite',
    hideLabel: true,
    align: 'center',
    render: (row) =>
      row.masked ? null : (
        <FavouriteStarButton
          tokenName={row.tokenName}
          isFavourite={row.favorites}
          onToggle={() => onToggle(row)}
        />
      ),
  };
}

export interface TokenLinkCellProps {
  row: TokenRowLike;
  /** Where the token is traded or charted; none for masked rows. */
  href: string | null;
  /** Names the link for assistive technology, e.g. 'Trade BTC on the exchange'. */
  linkLabel: string;
}

/** Icon and name, linking out (new tab, no opener) unless the row is anonymised. */
export function TokenLinkCell({ row, href, linkLabel }: TokenLinkCellProps) {
  return (
    <span
      css={(theme: Theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.spacing.sm,
      })}
    >
      <TokenIcon token={row.masked ? '' : row.symbol} size={20} />
      {row.masked || href === null ? (
        row.tokenName
      ) : (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${linkLabel} (opens in a new tab)`}
        >
          {row.tokenName}
        </a>
      )}
    </span>
  );
}
