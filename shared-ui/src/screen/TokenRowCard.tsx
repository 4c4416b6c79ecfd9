import type { Theme } from '@emotion/react';
import type { TokenCardLink } from '@flowscope/core';
import { Link } from 'react-router';
import { ContractAddress } from '../components/address/ContractAddress.tsx';
import { rowCardFrame, type RenderRowCard } from '../components/table/RowCardList.tsx';
import { TokenLogo } from '../components/token-logo/TokenLogo.tsx';
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

function CardTitle({ row, link }: { row: TokenCardRow; link: TokenCardLink | null }) {
  const stretched = (theme: Theme) => ({
    color: theme.colors.link,
    fontWeight: theme.fontWeights.semibold,
    textDecoration: 'none',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap' as const,
    // The link covers the whole card: tap anywhere for the token's page.
    '&::after': {
      content: '""',
      position: 'absolute' as const,
      inset: 0,
      borderRadius: theme.radii.md,
    },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  });
  if (row.masked || link === null) {
    return (
      <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {row.tokenName}
      </span>
    );
  }
  return link.external ? (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${link.label} (opens in a new tab)`}
      css={stretched}
    >
      {row.tokenName}
    </a>
  ) : (
    <Link to={link.href} aria-label={link.label} css={stretched}>
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
  return (
    <div
      data-token-card=""
      css={(theme: Theme) => ({
        ...rowCardFrame(theme),
        gridTemplateRows: `${LINE}px ${LINE}px ${LINE}px`,
        alignItems: 'center',
        height: TOKEN_CARD_HEIGHT,
        boxSizing: 'border-box',
        '&:hover': { background: theme.colors.surfaceHover },
      })}
    >
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: theme.spacing.sm,
          minWidth: 0,
        })}
      >
        <span
          aria-hidden="true"
          css={(theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.xs })}
        >
          {rowNumber}
        </span>
        <TokenLogo
          symbol={token.symbol}
          logoUrl={token.logoUrl ?? null}
          network={token.network ?? null}
          masked={token.masked}
          size={24}
        />
        <span css={{ display: 'flex', minWidth: 0, flex: 1 }}>
          <CardTitle row={token} link={token.masked ? null : spec.link(row)} />
        </span>
        <span css={[aboveLink, { flexShrink: 0 }]}>{cell('score')}</span>
        {(spec.actions ?? DEFAULT_ACTIONS).map((key) => (
          <span
            key={key}
            css={[aboveLink, { flexShrink: 0, display: 'inline-flex', minWidth: LINE }]}
          >
            {cell(key)}
          </span>
        ))}
      </div>
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: theme.spacing.sm,
          minWidth: 0,
          color: theme.colors.textMuted,
          fontSize: theme.fontSizes.xs,
        })}
      >
        {subtitle !== null && (
          <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {subtitle}
          </span>
        )}
        {!token.masked && token.address && (
          <span css={[aboveLink, { minWidth: 0 }]}>
            <ContractAddress address={token.address} tokenName={token.tokenName} />
          </span>
        )}
        <span css={[aboveLink, { marginLeft: 'auto', flexShrink: 0 }]}>{cell('risk')}</span>
      </div>
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: theme.spacing.md,
          minWidth: 0,
          fontSize: theme.fontSizes.sm,
        })}
      >
        <dl css={{ display: 'flex', gap: 12, margin: 0, minWidth: 0, flex: 1 }}>
          {figureColumns.map((column) => (
            <div
              key={column.key}
              css={{ minWidth: 0, display: 'flex', gap: 4, alignItems: 'baseline' }}
            >
              <dt
                css={(theme: Theme) => ({
                  color: theme.colors.textMuted,
                  fontSize: theme.fontSizes.xs,
                  whiteSpace: 'nowrap',
                })}
              >
                {column.label}
              </dt>
              <dd
                css={{
                  margin: 0,
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                }}
              >
                {cell(column.key)}
              </dd>
            </div>
          ))}
        </dl>
        <span css={{ flexShrink: 0 }}>{cell('sparkline')}</span>
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
