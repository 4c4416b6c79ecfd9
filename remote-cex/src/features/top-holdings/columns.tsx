import { Link } from 'react-router';
import {
  routeTo,
  sparklineKey,
  tokenPageLink,
  type CexTopHoldingRow,
  type SparklineToken,
  rowWalletsHref,
} from '@flowscope/shared-api';
import {
  CENTS_ROUNDING,
  figureColumn,
  formatNetPosition,
  leadingColumns,
  priceChangeColumn,
  priceColumn,
  scoreColumn,
  signTone,
  sparklineColumn,
  staticStyles,
  tokenCardRenderer,
  TokenLogo,
  Typography,
  useStaticClasses,
  volumeColumn,
  type TableColumn,
  walletCountColumn,
} from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  tokenCell: { display: 'inline-flex', alignItems: 'center', gap: theme.spacing.sm },
}));

type Row = CexTopHoldingRow;

/** A row's coin for the page's sparkline call; a masked row names none. */
export function sparklineTokenOf(row: Row): SparklineToken | null {
  return row.masked ? null : { coin: row.symbol };
}

/** A tapped card opens the coin's page on Flowscope, as the token's name does. */
export const renderCard = tokenCardRenderer<Row>({
  link: (row) => (row.masked ? null : tokenPageLink({ venue: 'cex', coin: row.symbol })),
  figures: ['holdingsFormatted', 'priceChange24hFormatted'],
});

/** The smart-money wallets behind a row's holdings. */
const walletsOf = (row: Row) =>
  rowWalletsHref(row.masked ? null : { venue: 'cex', coin: row.symbol }, 'holdings', null);

/** The token's own page on Flowscope: its detail under Top Holdings. */
function TokenCell({ row }: { row: Row }) {
  const classes = useStaticClasses(styles);
  return (
    <span className={classes.tokenCell}>
      <TokenLogo symbol={row.symbol} logoUrl={row.logoUrl ?? null} masked={row.masked} size={20} />
      {row.masked ? (
        row.tokenName
      ) : (
        <Link to={routeTo.tokenDetail(row.symbol)}>{row.tokenName}</Link>
      )}
    </span>
  );
}

/**
 * Columns of Top Holdings CEX, in the spec's order, then the market essentials (24h volume
 * off until chosen in 'Columns') and the holdings sparkline of the list's window.
 */
export function topHoldingColumns(options: {
  signedIn: boolean;
  onToggleFavourite: (row: Row) => void;
  /** The window the sparkline covers, as its name says it ('30d'). */
  sparklinePeriod: string;
}): TableColumn<Row>[] {
  return [
    ...leadingColumns(options),
    {
      key: 'tokenName',
      label: 'Token',
      sortable: true,
      sticky: true,
      render: (row) => <TokenCell row={row} />,
    },
    {
      key: 'smwFlowFormatted',
      sortKey: 'smwFlow',
      label: 'SMW Flow',
      sortable: true,
      align: 'right',
      render: (row) => (
        <Typography as="span" level="sm" tone={signTone(row.smwFlow, CENTS_ROUNDING)}>
          {row.smwFlowFormatted}
        </Typography>
      ),
    },
    scoreColumn<Row>('cex', 'Holdings score'),
    {
      // Net positions on perpetuals: smart money can be net short, which no '-$' 'holding' says.
      ...figureColumn<Row>('holdings', 'Holdings'),
      render: (row) => {
        const { text, tone } = formatNetPosition(row.holdings);
        return (
          <Typography as="span" level="sm" tone={tone}>
            {text}
          </Typography>
        );
      },
    },
    figureColumn<Row>('holdingsVsMarketCap', 'Holdings vs Market Cap'),
    figureColumn<Row>('marketCap', 'Market Cap'),
    // Each count opens the smart-money wallets behind the coin's holdings.
    walletCountColumn<Row>('longSmw', 'Long SMW', walletsOf),
    walletCountColumn<Row>('shortSmw', 'Short SMW', walletsOf),
    priceColumn<Row>(),
    priceChangeColumn<Row>(),
    volumeColumn<Row>({ defaultHidden: true }),
    sparklineColumn<Row>({
      kind: 'holdings',
      period: options.sparklinePeriod,
      lineKey: (row) => {
        const token = sparklineTokenOf(row);
        return token === null ? null : sparklineKey(token);
      },
    }),
  ];
}
