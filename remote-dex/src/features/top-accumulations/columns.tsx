import {
  dexLinkedToken,
  dexRowPageLink,
  dexRowSparklineToken,
  dexTokenNameLink,
  type DexTopAccumulationRow,
  rowWalletsHref,
  sparklineKey,
  type TopFilterSet,
} from '@flowscope/shared-api';
import {
  figureColumn,
  holdersColumn,
  leadingColumns,
  liquidityColumn,
  priceChangeColumn,
  priceColumn,
  riskColumn,
  scoreColumn,
  signedCountColumn,
  sparklineColumn,
  staticStyles,
  TokenAgeMarker,
  tokenCardRenderer,
  tokenLinkColumn,
  useStaticClasses,
  valueBarColumn,
  volumeColumn,
  type TableColumn,
  walletCountColumn,
} from '@flowscope/shared-ui';
import { formatDaysOld } from './days-old.ts';

const styles = staticStyles((theme) => ({
  daysOld: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing.xs,
  },
}));

type Row = DexTopAccumulationRow;

export interface ColumnOptions {
  signedIn: boolean;
  onToggleFavourite: (row: Row) => void;
  /** The period the sparkline covers, as its name says it ('24h'). */
  sparklinePeriod: string;
  /** The list's period tab and custom range, which a row's wallets open on. */
  period: Pick<TopFilterSet, 'selectedTimePeriod' | 'customDateRange'>;
}

/** A row's token for the page's sparkline call; a masked row names none. */
export const sparklineTokenOf = (row: Row) => dexRowSparklineToken(row);

/** A tapped card opens the token's page in the app. */
export const renderCard = tokenCardRenderer<Row>({
  link: dexRowPageLink,
  figures: ['netflowFormatted', 'priceChange24hFormatted'],
});

/** Days since launch, with the seedling (≤ 1 day) or leaf (≤ 7 days) marker; none when masked. */
function DaysOldCell({ daysOld }: { daysOld: number | null }) {
  const classes = useStaticClasses(styles);
  return (
    <span className={classes.daysOld}>
      <TokenAgeMarker daysOld={daysOld} />
      {formatDaysOld(daysOld)}
    </span>
  );
}

/**
 * Columns of Top Accumulations DEX, in the spec's order (the token with its contract
 * address), then the market essentials (liquidity, holders and volume off until chosen in
 * 'Columns'), the risk flags and the netflow sparkline; the bar scales to the whole list.
 */
export function dexAccumulationColumns(
  rows: readonly Row[],
  options: ColumnOptions,
): TableColumn<Row>[] {
  return [
    ...leadingColumns(options),
    // A masked row names no network or address (anonymous visitors): no page, no chain.
    tokenLinkColumn<Row>('Token', (row) =>
      dexTokenNameLink({ name: row.tokenName, network: row.network, address: row.address }),
    ),
    { key: 'ticker', label: 'Ticker', sortable: true },
    scoreColumn<Row>('dex'),
    valueBarColumn<Row>('netflow', 'Netflow', rows),
    figureColumn<Row>('netflowVsCap', 'Netflow vs Cap %'),
    figureColumn<Row>('marketCap', 'Market Cap'),
    figureColumn<Row>('avgEntryPrice', 'Avg Entry Price'),
    // The count opens the smart-money wallets behind the row, on its period.
    walletCountColumn<Row>('walletsInteracted', 'Wallets', (row) =>
      rowWalletsHref(dexLinkedToken(row), 'accumulations', options.period),
    ),
    signedCountColumn<Row>('smwChange', 'SMW Change'),
    {
      key: 'daysOld',
      label: 'Days Old',
      sortable: true,
      align: 'right',
      render: (row) => <DaysOldCell daysOld={row.daysOld} />,
    },
    priceColumn<Row>(),
    priceChangeColumn<Row>(),
    liquidityColumn<Row>({ defaultHidden: true }),
    holdersColumn<Row>({ defaultHidden: true }),
    volumeColumn<Row>({ defaultHidden: true }),
    riskColumn<Row>(),
    sparklineColumn<Row>({
      kind: 'netflow',
      period: options.sparklinePeriod,
      lineKey: (row) => {
        const token = sparklineTokenOf(row);
        return token === null ? null : sparklineKey(token);
      },
    }),
  ];
}
