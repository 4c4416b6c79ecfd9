import type { CSSObject } from '@emotion/react';
import type { TokenCardLink } from '@flowscope/core';
import { Link } from 'react-router';
import { ContractAddress } from '../components/address/ContractAddress.tsx';
import { rowCardFrame, type RenderRowCard } from '../components/table/RowCardList.tsx';
import { TokenLogo } from '../components/token-logo/TokenLogo.tsx';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';
import { readField } from '../table/read-field.ts';
import type { TableColumn } from '../table/types.ts';
import type { EssentialsRowLike } from './essentials-columns.tsx';
import type { TokenRowLike } from './token-columns.tsx';

/** The row fields a token card reads: identity, essentials, and a DEX token's chain and address. */
export type TokenCardRow = TokenRowLike &
  Partial<EssentialsRowLike> & {
    network?: string | null;
    address?: string | null;
  };

export interface TokenCardSpec<Row> {
  /** The token's page: a tap anywhere on the card opens it. One function per screen. */
  link: (row: Row) => TokenCardLink | null;
  /** The keys of the columns whose figures matter on this screen (two), shown with their labels. */
  figures: readonly string[];
  /** The keys of the columns of the card's controls, after the score (default: the star). */
  actions?: readonly string[];
  /** The token a row names, when the row is not itself shaped as one (favourites). */
  identity?: (row: Row) => TokenCardRow;
}

const DEFAULT_ACTIONS = ['favorites'];

/** A card's fixed height: a card and its loading placeholder take the same room. */
export const TOKEN_CARD_HEIGHT = 124;

const LINE = 28;

function columnCell<Row>(
  columns: readonly TableColumn<Row>[],
  key: string,
  row: Row,
  rowNumber: number,
) {
  const column = columns.find((candidate) => candidate.key === key);
  if (!column) return null;
  if (column.render) return column.render(row, rowNumber);
  const value = readField(row as object, key);
  return value === null || value === undefined ? 'N/A' : String(value);
}

/** Controls inside the card sit above its stretched link, so a tap on them is theirs. */
const aboveLink = { position: 'relative', zIndex: 1 } as const;

const styles = staticStyles((theme) => {
  const oneLine: CSSObject = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
  return {
    name: oneLine,
    stretchedLink: {
      color: theme.colors.link,
      fontWeight: theme.fontWeights.semibold,
      textDecoration: 'none',
      ...oneLine,
      // The link covers the whole card: tap anywhere for the token's page.
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        borderRadius: theme.radii.md,
      },
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::after': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
    },
    card: {
      ...rowCardFrame(theme),
      gridTemplateRows: `${LINE}px ${LINE}px ${LINE}px`,
      alignItems: 'center',
      height: TOKEN_CARD_HEIGHT,
      boxSizing: 'border-box',
      '&:hover': { background: theme.colors.surfaceHover },
    },
    tokenLine: {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing.sm,
      minWidth: 0,
    },
    rowNumber: { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
    title: { display: 'flex', minWidth: 0, flex: 1 },
    score: { ...aboveLink, flexShrink: 0 },
    action: { ...aboveLink, flexShrink: 0, display: 'inline-flex', minWidth: LINE },
    detailLine: {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing.sm,
      minWidth: 0,
      color: theme.colors.textMuted,
      fontSize: theme.fontSizes.xs,
    },
    subtitle: oneLine,
    address: { ...aboveLink, minWidth: 0 },
    risk: { ...aboveLink, marginLeft: 'auto', flexShrink: 0 },
    figureLine: {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing.md,
      minWidth: 0,
      fontSize: theme.fontSizes.sm,
    },
    figures: { display: 'flex', gap: 12, margin: 0, minWidth: 0, flex: 1 },
    figure: { minWidth: 0, display: 'flex', gap: 4, alignItems: 'baseline' },
    figureLabel: {
      color: theme.colors.textMuted,
      fontSize: theme.fontSizes.xs,
      whiteSpace: 'nowrap',
    },
    figureValue: { margin: 0, ...oneLine },
    sparkline: { flexShrink: 0 },
  };
});

function CardTitle({ row, link }: { row: TokenCardRow; link: TokenCardLink | null }) {
  const classes = useStaticClasses(styles);
  if (row.masked || link === null) {
    return <span className={classes.name}>{row.tokenName}</span>;
  }
  return link.external ? (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${link.label} (opens in a new tab)`}
      className={classes.stretchedLink}
    >
      {row.tokenName}
    </a>
  ) : (
    <Link to={link.href} aria-label={link.label} className={classes.stretchedLink}>
      {row.tokenName}
    </Link>
  );
}

/**
 * A Top table's row on a phone: the token (logo with its chain, name, ticker and address),
 * its score, the two figures that matter on this screen, its sparkline and its star. The
 * figures, score, sparkline, risk and star are the table's own cells (its columns), so the
 * card says exactly what the row says. A masked row shows none of the token's details.
 */
function TokenRowCard<Row extends object>({
  row,
  rowNumber,
  columns,
  spec,
  token,
}: {
  row: Row;
  rowNumber: number;
  columns: readonly TableColumn<Row>[];
  spec: TokenCardSpec<Row>;
  /** The token the row names (the row itself on the Top screens). */
  token: TokenCardRow;
}) {
  const cell = (key: string) => columnCell(columns, key, row, rowNumber);
  const figureColumns = spec.figures
    .map((key) => columns.find((column) => column.key === key))
    .filter((column): column is TableColumn<Row> => column !== undefined);
  const subtitle = token.symbol !== token.tokenName ? token.symbol : null;
  const classes = useStaticClasses(styles);
  return (
    <div data-token-card="" className={classes.card}>
      <div className={classes.tokenLine}>
        <span aria-hidden="true" className={classes.rowNumber}>
          {rowNumber}
        </span>
        <TokenLogo
          symbol={token.symbol}
          logoUrl={token.logoUrl ?? null}
          network={token.network ?? null}
          masked={token.masked}
          size={24}
        />
        <span className={classes.title}>
          <CardTitle row={token} link={token.masked ? null : spec.link(row)} />
        </span>
        <span className={classes.score}>{cell('score')}</span>
        {(spec.actions ?? DEFAULT_ACTIONS).map((key) => (
          <span key={key} className={classes.action}>
            {cell(key)}
          </span>
        ))}
      </div>
      <div className={classes.detailLine}>
        {subtitle !== null && <span className={classes.subtitle}>{subtitle}</span>}
        {!token.masked && token.address && (
          <span className={classes.address}>
            <ContractAddress address={token.address} tokenName={token.tokenName} />
          </span>
        )}
        <span className={classes.risk}>{cell('risk')}</span>
      </div>
      <div className={classes.figureLine}>
        <dl className={classes.figures}>
          {figureColumns.map((column) => (
            <div key={column.key} className={classes.figure}>
              <dt className={classes.figureLabel}>{column.label}</dt>
              <dd className={classes.figureValue}>{cell(column.key)}</dd>
            </div>
          ))}
        </dl>
        <span className={classes.sparkline}>{cell('sparkline')}</span>
      </div>
    </div>
  );
}

/**
 * The card renderer a table takes (TableWithPagination's renderCard) for a screen's spec:
 * a row shaped as a token is its own identity; any other row says its token by `identity`.
 */
export function tokenCardRenderer<Row extends TokenCardRow>(
  spec: TokenCardSpec<Row>,
): RenderRowCard<Row>;
export function tokenCardRenderer<Row extends object>(
  spec: TokenCardSpec<Row> & { identity: (row: Row) => TokenCardRow },
): RenderRowCard<Row>;
export function tokenCardRenderer<Row extends object>(
  spec: TokenCardSpec<Row>,
): RenderRowCard<Row> {
  const identity = spec.identity ?? ((row: Row) => row as unknown as TokenCardRow);
  return function renderTokenCard(row, rowNumber, columns) {
    return (
      <TokenRowCard
        row={row}
        rowNumber={rowNumber}
        columns={columns}
        spec={spec}
        token={identity(row)}
      />
    );
  };
}
