import type { DexMarketEssentialsView, FavoriteRowBase } from '@flowscope/shared-api';
import {
  barScale,
  Button,
  holdersColumn,
  liquidityColumn,
  priceChangeColumn,
  priceColumn,
  rankColumn,
  RelativeValueBar,
  riskColumn,
  TokenLinkCell,
  valueExtremes,
  volumeColumn,
  type TableColumn,
  type TokenLink,
} from '@flowscope/shared-ui';
import { NetworkCell } from '../../components/NetworkCell.tsx';

/**
 * The fields a favourites row adds to the shared base: its network (a chain, or 'CEX') and
 * the market essentials (a CEX row carries no liquidity, holders or risk).
 */
export type FavoriteTableRow = FavoriteRowBase & DexMarketEssentialsView & { network: string };

type ScoreField = 'score' | 'score1d' | 'score7d' | 'score30d';

const SCORE_GROUP = { id: 'score', label: 'Score' };

const SCORES: readonly { field: ScoreField; label: string }[] = [
  { field: 'score', label: 'Current' },
  { field: 'score1d', label: '1d' },
  { field: 'score7d', label: '7d' },
  { field: 'score30d', label: '30d' },
];

export interface FavoriteColumnOptions<Row extends FavoriteTableRow> {
  market: 'cex' | 'dex';
  showNetwork: boolean;
  /** Where the name links, how the link is named, and a DEX token's chain and address. */
  tokenLink: (row: Row) => TokenLink;
  rowKey: (row: Row) => string;
  onRemove: (row: Row) => void;
}

function scoreColumn<Row extends FavoriteTableRow>(
  field: ScoreField,
  label: string,
  rows: readonly Row[],
): TableColumn<Row> {
  // The bars of one column are proportional to that column's largest score on either side.
  const extremes = valueExtremes(rows, (row) => row[field]);
  return {
    key: field,
    label,
    group: SCORE_GROUP,
    sortable: true,
    align: 'right',
    render: (row) => (
      <RelativeValueBar value={row[field]} largest={barScale(row[field], extremes)}>
        {row[field]}
      </RelativeValueBar>
    ),
  };
}

/**
 * Columns of a favourites table, in the spec's order (the Network column on DEX only), the
 * market essentials after them (DEX: liquidity, holders and risk too), then Remove.
 */
export function favoriteColumns<Row extends FavoriteTableRow>(
  rows: readonly Row[],
  options: FavoriteColumnOptions<Row>,
): TableColumn<Row>[] {
  return [
    rankColumn<Row>(),
    {
      key: 'tokenName',
      label: 'Token',
      sortable: true,
      sticky: true,
      render: (row) => {
        const { href, label, ...where } = options.tokenLink(row);
        return (
          <TokenLinkCell
            row={{ ...row, masked: false, favorites: true }}
            href={href}
            linkLabel={label}
            {...where}
          />
        );
      },
    },
    ...(options.showNetwork
      ? [
          {
            key: 'network',
            label: 'Network',
            sortable: true,
            render: (row: Row) => <NetworkCell network={row.network} />,
          },
        ]
      : []),
    ...SCORES.map(({ field, label }) => scoreColumn(field, label, rows)),
    {
      key: 'marketCapFormatted',
      sortKey: 'marketCap',
      label: 'Market Cap',
      sortable: true,
      align: 'right',
    },
    {
      key: 'holdingsFormatted',
      sortKey: 'holdings',
      label: 'Holdings',
      sortable: true,
      align: 'right',
    },
    {
      key: 'smwHoldingFormatted',
      sortKey: 'smwHolding',
      label: 'SMW Holding',
      sortable: true,
      align: 'right',
    },
    // The market essentials after the spec's columns; what does not fit waits in 'Columns'.
    priceColumn<Row>(),
    priceChangeColumn<Row>(),
    ...(options.market === 'dex'
      ? [
          liquidityColumn<Row>(),
          holdersColumn<Row>({ defaultHidden: true }),
          volumeColumn<Row>({ defaultHidden: true }),
          riskColumn<Row>(),
        ]
      : [volumeColumn<Row>({ defaultHidden: true })]),
    {
      key: 'remove',
      label: 'Remove',
      hideLabel: true,
      align: 'center',
      // A button only: nothing to export.
      exportable: false,
      render: (row) => (
        <Button
          variant="tertiary"
          intent="attention"
          size="sm"
          data-remove-key={options.rowKey(row)}
          aria-label={`Remove ${row.tokenName} from favorites`}
          onClick={() => options.onRemove(row)}
        >
          Remove
        </Button>
      ),
    },
  ];
}
