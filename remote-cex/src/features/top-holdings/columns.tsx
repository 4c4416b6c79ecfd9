import { Link } from 'react-router';
import { routeTo, type CexTopHoldingRow } from '@flowscope/shared-api';
import {
  CENTS_ROUNDING,
  favoriteColumn,
  rankColumn,
  ScoreBadge,
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
    rankColumn<Row>(),
    ...(options.signedIn ? [favoriteColumn<Row>(options.onToggleFavourite)] : []),
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
    {
      key: 'score',
      label: 'Score',
      sortable: true,
      align: 'right',
      render: (row) => <ScoreBadge score={row.score} market="cex" />,
    },
    {
      key: 'holdingsFormatted',
      sortKey: 'holdings',
      label: 'Holdings',
      sortable: true,
      align: 'right',
    },
    {
      key: 'holdingsVsMarketCapFormatted',
      sortKey: 'holdingsVsMarketCap',
      label: 'Holdings vs Market Cap',
      sortable: true,
      align: 'right',
    },
    {
      key: 'marketCapFormatted',
      sortKey: 'marketCap',
      label: 'Market Cap',
      sortable: true,
      align: 'right',
    },
    { key: 'longSmw', label: 'Long SMW', sortable: true, align: 'right' },
    { key: 'shortSmw', label: 'Short SMW', sortable: true, align: 'right' },
  ];
}
