import type { Theme } from '@emotion/react';
import { FavouriteStarButton } from '../components/favourite/FavouriteStarButton.tsx';
import { NetworkIcon } from '../components/crypto-icons/NetworkIcon.tsx';
import { TokenIcon } from '../components/crypto-icons/TokenIcon.tsx';
import { FAVOURITE_CONTROL_ATTRIBUTE } from '../hotkeys/item-focus.ts';
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
  return {
    key: 'rank',
    label: '#',
    align: 'right',
    render: (_row, rowNumber) => rowNumber,
    exportValue: (_row, rowNumber) => rowNumber,
  };
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
          {...{ [FAVOURITE_CONTROL_ATTRIBUTE]: '' }}
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
  /** A DEX token's chain, marked on the corner of its icon. */
  network?: string;
}

/** Icon and name, linking out (new tab, no opener) unless the row is anonymised. */
export function TokenLinkCell({ row, href, linkLabel, network }: TokenLinkCellProps) {
  return (
    <span
      css={(theme: Theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.spacing.sm,
      })}
    >
      <span css={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
        <TokenIcon token={row.masked ? '' : row.symbol} size={20} />
        {network !== undefined && (
          <span
            data-network={network}
            css={(theme: Theme) => ({
              position: 'absolute',
              right: -4,
              bottom: -4,
              display: 'inline-flex',
              borderRadius: theme.radii.sm,
              boxShadow: `0 0 0 1px ${theme.colors.surface}`,
            })}
          >
            <NetworkIcon network={network} size={12} />
          </span>
        )}
      </span>
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
