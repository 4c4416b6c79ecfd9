import { routeTo } from '@flowscope/shared-api';
import {
  Badge,
  NOT_AVAILABLE,
  rankColumn,
  timeColumn,
  ZonedTime,
  type TableColumn,
} from '@flowscope/shared-ui';
import { Link } from 'react-router';
import { tradeActivityText, type HoldingRow, type TradeRow } from './activity-rows.ts';
import { SignedAmount } from './SignedAmount.tsx';
import { TokenCell } from './TokenCell.tsx';

/** An influencer's wallet, shortened, opening its own profile. */
function walletColumn<Row extends { wallet: string; walletShort: string }>(): TableColumn<Row> {
  return {
    key: 'wallet',
    label: 'Wallet',
    sortable: true,
    render: (row) => (
      <Link
        to={routeTo.walletProfile(row.wallet)}
        title={row.wallet}
        aria-label={`Wallet ${row.wallet}`}
      >
        {row.walletShort}
      </Link>
    ),
  };
}

function tokenColumn<Row extends HoldingRow | TradeRow>(): TableColumn<Row> {
  return {
    key: 'tokenTicker',
    label: 'Token',
    sortable: true,
    sticky: true,
    render: (row) => <TokenCell token={row.token} />,
  };
}

export interface ActivityColumnOptions {
  /** An influencer's tables say which of their wallets holds or traded. */
  showWallet: boolean;
}

/**
 * Open positions: value, entry and current price, unrealised PnL and the position's share of
 * the holdings. Amount columns sort by their raw number (largest first on the first click).
 */
export function holdingColumns({ showWallet }: ActivityColumnOptions): TableColumn<HoldingRow>[] {
  return [
    rankColumn<HoldingRow>(),
    tokenColumn<HoldingRow>(),
    ...(showWallet ? [walletColumn<HoldingRow>()] : []),
    {
      key: 'positionType',
      label: 'Side',
      sortable: true,
      render: (row) =>
        row.positionType === 'long' ? (
          <Badge intent="positive">Long</Badge>
        ) : (
          <Badge intent="attention">Short</Badge>
        ),
    },
    { key: 'valueFormatted', label: 'Value', sortable: true, sortKey: 'value', align: 'right' },
    {
      key: 'quantityFormatted',
      label: 'Amount',
      sortable: true,
      sortKey: 'quantity',
      align: 'right',
    },
    {
      key: 'entryPriceFormatted',
      label: 'Entry Price',
      sortable: true,
      sortKey: 'entryPrice',
      align: 'right',
    },
    { key: 'priceFormatted', label: 'Price', sortable: true, sortKey: 'price', align: 'right' },
    {
      key: 'unrealisedPnlFormatted',
      label: 'Unrealised PnL',
      sortable: true,
      sortKey: 'unrealisedPnl',
      align: 'right',
      render: (row) => <SignedAmount value={row.unrealisedPnl} text={row.unrealisedPnlFormatted} />,
    },
    { key: 'shareFormatted', label: 'Share', sortable: true, sortKey: 'share', align: 'right' },
  ];
}

/** Trades, newest first until sorted otherwise; realised PnL only where a trade closed some. */
export function tradeColumns({ showWallet }: ActivityColumnOptions): TableColumn<TradeRow>[] {
  return [
    rankColumn<TradeRow>(),
    tokenColumn<TradeRow>(),
    ...(showWallet ? [walletColumn<TradeRow>()] : []),
    timeColumn<TradeRow>({
      key: 'datetimeFormatted',
      label: 'Time',
      sortable: true,
      sortKey: 'time',
      at: (row) => row.timestamp,
      render: (row) => <ZonedTime timestamp={row.timestamp} fallback={NOT_AVAILABLE} />,
    }),
    {
      key: 'activity',
      label: 'Trade',
      sortable: true,
      render: (row) => (
        <Badge intent={row.side === 'buy' ? 'positive' : 'attention'}>
          {tradeActivityText(row)}
        </Badge>
      ),
      exportValue: (row) => tradeActivityText(row),
    },
    { key: 'valueFormatted', label: 'Value', sortable: true, sortKey: 'value', align: 'right' },
    {
      key: 'quantityFormatted',
      label: 'Amount',
      sortable: true,
      sortKey: 'quantity',
      align: 'right',
    },
    { key: 'priceFormatted', label: 'Price', sortable: true, sortKey: 'price', align: 'right' },
    {
      key: 'realisedPnlFormatted',
      label: 'Realised PnL',
      sortable: true,
      sortKey: 'realisedPnl',
      align: 'right',
      render: (row) => <SignedAmount value={row.realisedPnl} text={row.realisedPnlFormatted} />,
    },
  ];
}
