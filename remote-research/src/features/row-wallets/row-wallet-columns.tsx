import {
  routeTo,
  type RowWalletList,
  type RowWalletView,
  type TokenRef,
} from '@flowscope/shared-api';
import {
  Badge,
  CopyButton,
  formatNetPosition,
  NOT_AVAILABLE,
  rankColumn,
  staticStyles,
  timeColumn,
  Typography,
  useStaticClasses,
  ZonedTime,
  type TableColumn,
} from '@flowscope/shared-ui';
import { Link } from 'react-router';
import { SignedAmount } from '../../components/SignedAmount.tsx';

const styles = staticStyles((theme) => ({
  wallet: { display: 'inline-flex', alignItems: 'center', gap: theme.spacing.xs },
  walletLink: { color: theme.colors.link, fontFamily: theme.monoFontFamily },
}));

/** A wallet behind the row: shortened and linked to its profile (with the row's token to compare), masked ones as '***'. */
function WalletCell({ row, token }: { row: RowWalletView; token: TokenRef }) {
  const classes = useStaticClasses(styles);
  if (row.masked) return '***';
  return (
    <span className={classes.wallet}>
      <Link
        to={routeTo.walletProfile(row.wallet, { with: [token] })}
        title={row.wallet}
        aria-label={`Wallet ${row.wallet}`}
        className={classes.walletLink}
      >
        {row.walletShort}
      </Link>
      <CopyButton value={row.wallet} label={`Copy wallet address ${row.walletShort}`} />
    </span>
  );
}

const DIRECTION_BADGES = {
  net_long: <Badge intent="positive">Net long</Badge>,
  net_short: <Badge intent="attention">Net short</Badge>,
  unchanged: <Badge intent="neutral">Unchanged</Badge>,
} as const;

/**
 * The wallets' columns. 'Traded in the period' says how each moved (the CEX row's net long
 * and net short wallets); both lists show the position now, the window's netflow, trades and
 * PnL. Amounts sort by their raw numbers.
 */
export function rowWalletColumns(
  list: RowWalletList,
  token: TokenRef,
): TableColumn<RowWalletView>[] {
  return [
    rankColumn<RowWalletView>(),
    {
      key: 'wallet',
      label: 'Wallet',
      sortable: true,
      sticky: true,
      render: (row) => <WalletCell row={row} token={token} />,
    },
    {
      key: 'label',
      label: 'Influencer',
      sortable: true,
      render: (row) => (row.label === null ? '' : row.masked ? '***' : `@${row.label}`),
    },
    ...(list === 'accumulations'
      ? [
          {
            key: 'direction',
            label: 'Move',
            sortable: true,
            render: (row: RowWalletView) => DIRECTION_BADGES[row.direction],
          },
        ]
      : []),
    {
      key: 'positionFormatted',
      label: 'Position now',
      sortable: true,
      sortKey: 'position',
      align: 'right',
      render: (row) => {
        const { text, tone } = formatNetPosition(row.position);
        return (
          <Typography as="span" level="sm" tone={tone}>
            {text}
          </Typography>
        );
      },
    },
    {
      key: 'entryPriceFormatted',
      label: 'Entry Price',
      sortable: true,
      sortKey: 'entryPrice',
      align: 'right',
    },
    {
      key: 'netflowFormatted',
      label: 'Netflow',
      sortable: true,
      sortKey: 'netflow',
      align: 'right',
      render: (row) => <SignedAmount value={row.netflow} text={row.netflowFormatted} />,
    },
    { key: 'trades', label: 'Trades', sortable: true, align: 'right' },
    {
      key: 'realisedPnlFormatted',
      label: 'Realised PnL',
      sortable: true,
      sortKey: 'realisedPnl',
      align: 'right',
      render: (row) => <SignedAmount value={row.realisedPnl} text={row.realisedPnlFormatted} />,
    },
    {
      key: 'unrealisedPnlFormatted',
      label: 'Unrealised PnL',
      sortable: true,
      sortKey: 'unrealisedPnl',
      align: 'right',
      render: (row) => <SignedAmount value={row.unrealisedPnl} text={row.unrealisedPnlFormatted} />,
    },
    {
      key: 'pnlFormatted',
      label: 'PnL',
      sortable: true,
      sortKey: 'pnl',
      align: 'right',
      render: (row) => <SignedAmount value={row.pnl} text={row.pnlFormatted} />,
    },
    timeColumn<RowWalletView>({
      key: 'lastTradeFormatted',
      label: 'Last Trade',
      sortable: true,
      sortKey: 'lastTrade',
      at: (row) => row.lastTrade,
      render: (row) => <ZonedTime timestamp={row.lastTrade} fallback={NOT_AVAILABLE} />,
    }),
  ];
}
