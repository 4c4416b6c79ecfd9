import type { TokenLink } from '@flowscope/core';
import { Link } from 'react-router';
import { ScoreBadge } from '../components/token-badges/ScoreBadge.tsx';
import { RelativeValueBar } from '../components/value-bar/RelativeValueBar.tsx';
import { barScale, valueExtremes } from '../components/value-bar/value-extremes.ts';
import { formatSignedCount } from '../format/signed-count.ts';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';
import { visuallyHidden } from '../styles/visually-hidden.ts';
import type { TableColumn } from '../table/types.ts';
import { favoriteColumn, rankColumn, TokenLinkCell, type TokenRowLike } from './token-columns.tsx';

const styles = staticStyles(() => ({
  scoreKind: visuallyHidden,
}));

/** Fields of a row that carry a `<field>Formatted` twin ('netflow' beside 'netflowFormatted'). */
export type FormattedField<Row> = {
  [Key in keyof Row & string]: `${Key}Formatted` extends keyof Row ? Key : never;
}[keyof Row & string];

/** Fields of a row holding a number (or no value). */
type NumberField<Row> = {
  [Key in keyof Row & string]: Row[Key] extends number | null ? Key : never;
}[keyof Row & string];

/** The display text of a figure: its `<field>Formatted` twin. */
function formattedText<Row>(row: Row, field: FormattedField<Row>): string {
  return String(row[`${field}Formatted` as keyof Row]);
}

/** '#' and, for signed-in traders only, the favourite star: how every token table starts. */
export function leadingColumns<Row extends TokenRowLike>(options: {
  signedIn: boolean;
  onToggleFavourite: (row: Row) => void;
}): TableColumn<Row>[] {
  return [
    rankColumn<Row>(),
    ...(options.signedIn ? [favoriteColumn<Row>(options.onToggleFavourite)] : []),
  ];
}

/** The sticky token column: icon and name linking out as `link` says. */
export function tokenLinkColumn<Row extends TokenRowLike>(
  label: string,
  link: (row: Row) => TokenLink,
): TableColumn<Row> {
  return {
    key: 'tokenName',
    label,
    sortable: true,
    sticky: true,
    render: (row) => {
      const { href, label: linkLabel, ...where } = link(row);
      return <TokenLinkCell row={row} href={href} linkLabel={linkLabel} {...where} />;
    },
  };
}

/** A right-aligned figure shown formatted ('$1.2M') and sorted by its raw number. */
export function figureColumn<Row>(field: FormattedField<Row>, label: string): TableColumn<Row> {
  return { key: `${field}Formatted`, sortKey: field, label, sortable: true, align: 'right' };
}

/** Which score a list shows, where a trader may meet the other one (the token page shows both). */
export type ScoreKind = 'Accumulation score' | 'Holdings score';

/** A score cell that names its kind: for assistive technology and on hover. */
function ScoreOfKind({
  kind,
  score,
  market,
}: {
  kind: ScoreKind;
  score: number | null;
  market: 'cex' | 'dex';
}) {
  const classes = useStaticClasses(styles);
  return (
    <span title={kind}>
      <span className={classes.scoreKind}>{kind} </span>
      <ScoreBadge score={score} market={market} />
    </span>
  );
}

/**
 * The score, coloured by the market's rating scale. The header keeps the spec's 'Score'; a
 * `kind` tells assistive technology and the hover which score it is.
 */
export function scoreColumn<Row extends { score: number | null }>(
  market: 'cex' | 'dex',
  kind?: ScoreKind,
): TableColumn<Row> {
  return {
    key: 'score',
    label: 'Score',
    sortable: true,
    align: 'right',
    render: (row) =>
      kind === undefined ? (
        <ScoreBadge score={row.score} market={market} />
      ) : (
        <ScoreOfKind kind={kind} score={row.score} market={market} />
      ),
  };
}

/** A count of wallets joining or leaving, always signed ('+3', '-2', '0'). */
export function signedCountColumn<Row>(field: NumberField<Row>, label: string): TableColumn<Row> {
  return {
    key: field,
    label,
    sortable: true,
    align: 'right',
    render: (row) => formatSignedCount(row[field]),
  };
}

/**
 * A formatted figure over a bar scaled to the whole list: positive bars against the list's
 * largest positive value, negative ones against its largest negative value.
 */
export function valueBarColumn<Row>(
  field: FormattedField<Row> & NumberField<Row>,
  label: string,
  rows: readonly Row[],
): TableColumn<Row> {
  const read = (row: Row) => row[field] as number | null;
  const extremes = valueExtremes(rows, read);
  return {
    ...figureColumn<Row>(field, label),
    render: (row) => (
      <RelativeValueBar value={read(row)} largest={barScale(read(row), extremes)}>
        {formattedText(row, field)}
      </RelativeValueBar>
    ),
  };
}

/**
 * A count of smart-money wallets that opens the list of those wallets (their profiles one
 * click further); a masked row or a row without a count shows the number alone.
 */
export function walletCountColumn<Row extends TokenRowLike>(
  field: NumberField<Row>,
  label: string,
  hrefOf: (row: Row) => string | null,
): TableColumn<Row> {
  return {
    key: field,
    label,
    sortable: true,
    align: 'right',
    render: (row) => {
      const count = row[field] as number | null;
      const href = row.masked || count === null ? null : hrefOf(row);
      if (href === null) return count === null ? 'N/A' : String(count);
      return (
        <Link to={href} aria-label={`${label}: ${count}, the wallets behind ${row.tokenName}`}>
          {count}
        </Link>
      );
    },
  };
}
