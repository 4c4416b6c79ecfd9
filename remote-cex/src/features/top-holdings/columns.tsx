import { Link } from 'react-router';
import { routeTo, type CexTopHoldingRow } from '@flowscope/shared-api';
import {
  CENTS_ROUNDING,
  figureColumn,
  formatNetPosition,
  leadingColumns,
  scoreColumn,
  signTone,
  TokenIcon,
  Typography,
  type TableColumn,
} from '@flowscope/shared-ui';

type Row = CexTopHoldingRow;

/** The token's own page on Flowscope: its detail under Top Holdings. */
function TokenCell({ row }: { row: Row }) {
  return (
    <span
      css={(theme) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.spacing.sm })}
    >
      <TokenIcon token={row.masked ? '' : row.symbol} size={20} />
      {row.masked ? (
        row.tokenName
      ) : (
        <Link to={routeTo.tokenDetail(row.symbol)}>{row.tokenName}</Link>
      )}
    </span>
  );
}

/** Columns of Top Holdings CEX, in the spec's order. */
export function topHoldingColumns(options: {
  signedIn: boolean;
  onToggleFavourite: (row: Row) => void;
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
    { key: 'longSmw', label: 'Long SMW', sortable: true, align: 'right' },
    { key: 'shortSmw', label: 'Short SMW', sortable: true, align: 'right' },
  ];
}
