import { Link } from 'react-router';
import { FavouriteStarButton } from '../components/favourite/FavouriteStarButton.tsx';
import { ExternalLinkGlyph } from '../components/icons/glyphs.tsx';
import { ContractAddress } from '../components/address/ContractAddress.tsx';
import { TokenLogo } from '../components/token-logo/TokenLogo.tsx';
import { FAVOURITE_CONTROL_ATTRIBUTE } from '../hotkeys/item-focus.ts';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';
import type { TableColumn } from '../table/types.ts';
import type { OutboundLink } from '@flowscope/core';

const styles = staticStyles((theme) => ({
  cell: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    whiteSpace: 'nowrap',
  },
  outboundLink: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    // A pointer-sized target around the small glyph, within the row's height.
    minWidth: 24,
    minHeight: 24,
    color: theme.colors.textMuted,
  },
}));

/** What the shared token columns read from a row. */
export interface TokenRowLike {
  tokenName: string;
  symbol: string;
  /** An anonymised row ('***'): no link, logo, address or favourite star. */
  masked: boolean;
  favorites: boolean;
  /** The token's logo (shared-api's logoUrlFromApi); its initials show until it loads. */
  logoUrl?: string | null;
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
  /** An in-app page (the token's page) opens in place; anything else in a new tab. */
  external?: boolean;
  /** A DEX token's chain, marked on the corner of its icon. */
  network?: string;
  /** A DEX token's contract address, shown shortened with a copy button after the name. */
  address?: string;
  /** Where the token trades outside the app (a CEX coin's perpetuals), as a small link after it. */
  outbound?: OutboundLink;
}

/**
 * Logo and name, linking out (new tab, no opener) unless the row is anonymised, and a DEX
 * token's shortened address with its copy button, all on one line (the row keeps its height).
 */
export function TokenLinkCell({
  row,
  href,
  linkLabel,
  external = true,
  network,
  address,
  outbound,
}: TokenLinkCellProps) {
  const classes = useStaticClasses(styles);
  return (
    <span className={classes.cell}>
      <TokenLogo
        symbol={row.symbol}
        logoUrl={row.logoUrl ?? null}
        network={network ?? null}
        masked={row.masked}
        size={20}
      />
      {row.masked || href === null ? (
        row.tokenName
      ) : !external ? (
        <Link to={href} aria-label={linkLabel}>
          {row.tokenName}
        </Link>
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
      {!row.masked && outbound !== undefined && (
        <a
          href={outbound.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${outbound.label} (opens in a new tab)`}
          title={outbound.label}
          className={classes.outboundLink}
        >
          <ExternalLinkGlyph size={12} />
        </a>
      )}
      {!row.masked && address !== undefined && address !== '' && (
        <ContractAddress address={address} tokenName={row.tokenName} />
      )}
    </span>
  );
}
