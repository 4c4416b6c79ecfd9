import { RiskBadges } from '../components/risk/RiskBadges.tsx';
import { type TokenRiskLike, NOT_AVAILABLE } from '@flowscope/core';
import { RowSparkline } from '../components/sparkline/SparklineLines.tsx';
import { SPARKLINE_SIZE } from '../components/sparkline/Sparkline.tsx';
import { PriceChange } from '../components/price/PriceChange.tsx';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';
import type { TableColumn } from '../table/types.ts';

const styles = staticStyles(() => ({
  sparklinePlaceholder: { display: 'inline-block', width: SPARKLINE_SIZE.width },
}));

/**
 * A row's market essentials as shared-api maps them (MarketEssentialsView and its DEX
 * extension): raw numbers to sort by and their formatted twins to show. Every one is
 * optional: a record without it reads 'N/A', and a masked row ('***') carries none.
 */
export interface EssentialsRowLike {
  tokenName: string;
  /** An anonymised row ('***'); rows that are never masked (favourites) leave it out. */
  masked?: boolean;
  price?: number | null;
  priceFormatted?: string;
  priceChange24h?: number | null;
  priceChange24hFormatted?: string;
  volume24h?: number | null;
  volume24hFormatted?: string;
  logoUrl?: string | null;
  liquidity?: number | null;
  liquidityFormatted?: string;
  holders?: number | null;
  holdersFormatted?: string;
  risk?: TokenRiskLike | null;
}

/** Column options every essentials column takes. */
export interface EssentialColumnOptions {
  /**
   * Off until the trader turns it on in 'Columns' (the table has no room for it by default).
   */
  defaultHidden?: boolean;
}

type FormattedEssential =
  | 'priceFormatted'
  | 'priceChange24hFormatted'
  | 'volume24hFormatted'
  | 'liquidityFormatted'
  | 'holdersFormatted';

function essentialFigure<Row extends EssentialsRowLike>(
  key: FormattedEssential,
  sortKey: string,
  label: string,
  options: EssentialColumnOptions,
): TableColumn<Row> {
  return {
    key,
    sortKey,
    label,
    sortable: true,
    align: 'right',
    ...(options.defaultHidden === true ? { defaultHidden: true } : {}),
    // A masked row is locked: its cell stays empty rather than say anything of the token.
    render: (row) => (row.masked ? null : (row[key] ?? NOT_AVAILABLE)),
    exportValue: (row) =>
      row.masked ? null : ((row as Record<string, unknown>)[sortKey] as number),
  };
}

/** 'Price': the token's USD price now ('$64,250.5'). */
export function priceColumn<Row extends EssentialsRowLike>(
  options: EssentialColumnOptions = {},
): TableColumn<Row> {
  return essentialFigure<Row>('priceFormatted', 'price', 'Price', options);
}

/** '24h %': the price's change over 24 hours. */
export function priceChangeColumn<Row extends EssentialsRowLike>(
  options: EssentialColumnOptions = {},
): TableColumn<Row> {
  return {
    ...essentialFigure<Row>('priceChange24hFormatted', 'priceChange24h', '24h %', options),
    render: (row) =>
      row.masked ? null : (
        <PriceChange value={row.priceChange24h} text={row.priceChange24hFormatted} />
      ),
  };
}

/** '24h Volume': USD traded by the whole market over 24 hours. */
export function volumeColumn<Row extends EssentialsRowLike>(
  options: EssentialColumnOptions = {},
): TableColumn<Row> {
  return essentialFigure<Row>('volume24hFormatted', 'volume24h', '24h Volume', options);
}

/** 'Liquidity' (DEX): USD in the token's main pool. */
export function liquidityColumn<Row extends EssentialsRowLike>(
  options: EssentialColumnOptions = {},
): TableColumn<Row> {
  return essentialFigure<Row>('liquidityFormatted', 'liquidity', 'Liquidity', options);
}

/** 'Holders' (DEX): wallets holding the token. */
export function holdersColumn<Row extends EssentialsRowLike>(
  options: EssentialColumnOptions = {},
): TableColumn<Row> {
  return essentialFigure<Row>('holdersFormatted', 'holders', 'Holders', options);
}

/** 'Risk' (DEX): the token's flags as compact badges with a tooltip of the four checks. */
export function riskColumn<Row extends EssentialsRowLike>(
  options: EssentialColumnOptions = {},
): TableColumn<Row> {
  return {
    key: 'risk',
    label: 'Risk',
    ...(options.defaultHidden === true ? { defaultHidden: true } : {}),
    render: (row) =>
      row.masked ? null : row.risk ? (
        <RiskBadges risk={row.risk} tokenName={row.tokenName} />
      ) : (
        NOT_AVAILABLE
      ),
    // The flags raised, by their names ('honeypot mintable'), or 'none'.
    exportValue: (row) =>
      row.masked || !row.risk
        ? null
        : row.risk.flags.length > 0
          ? row.risk.flags.join(' ')
          : 'none',
  };
}

export interface SparklineColumnOptions<Row> extends EssentialColumnOptions {
  /** 'Netflow' or 'Holdings': what the line draws. */
  kind: 'netflow' | 'holdings';
  /** The period it covers, as the screen names it ('24h', '30d'). */
  period: string;
  /** The row's key among the page's lines (shared-api's sparklineKey); null: no line to ask for. */
  lineKey: (row: Row) => string | null;
}

const KIND_LABELS = { netflow: 'Netflow', holdings: 'Holdings' } as const;

/** The accessible name of a row's sparkline before its trend: 'Netflow trend, 24h'. */
function sparklineName(kind: 'netflow' | 'holdings', period: string): string {
  return `${KIND_LABELS[kind]} trend, ${period}`;
}

/** A masked row's empty sparkline box, as wide as a line, so the column keeps its width. */
function SparklinePlaceholder() {
  const classes = useStaticClasses(styles);
  return <span className={classes.sparklinePlaceholder} />;
}

/**
 * The row's trend over the screen's period as a small inline line, from the page's one
 * batched sparkline call (SparklineLinesProvider); its box is reserved from the first row.
 */
export function sparklineColumn<Row extends EssentialsRowLike>(
  options: SparklineColumnOptions<Row>,
): TableColumn<Row> {
  const name = sparklineName(options.kind, options.period);
  return {
    key: 'sparkline',
    label: `${KIND_LABELS[options.kind]} trend`,
    align: 'center',
    ...(options.defaultHidden === true ? { defaultHidden: true } : {}),
    exportable: false,
    render: (row) =>
      row.masked ? (
        <SparklinePlaceholder />
      ) : (
        <RowSparkline
          lineKey={options.lineKey(row)}
          name={name}
          cumulative={options.kind === 'netflow'}
        />
      ),
  };
}
