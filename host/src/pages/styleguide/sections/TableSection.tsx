import {
  FavouriteStarButton,
  PagedDataTable,
  RelativeValueBar,
  ScoreBadge,
  TokenIcon,
  formatMarketCap,
  formatSignedPercent,
  largestMagnitude,
  type TableColumn,
} from '@flowscope/shared-ui';
import { StyleguideSection, useExampleName } from '../StyleguideSection.tsx';

interface SampleRow {
  id: number;
  tokenName: string;
  score: number;
  netflow: number;
  netflowVsCap: number | null;
  marketCap: number | null;
  favorites: boolean;
}

const NAMES = [
  'Bitcoin',
  'chia',
  'Ethereum',
  'Čočka',
  'Hype',
  'Solana',
  'pepe',
  'Řepka',
  'Doge',
  'Zeta',
  'Arbitrum',
  'Base',
];
const ROWS: SampleRow[] = NAMES.map((tokenName, index) => ({
  id: index + 1,
  tokenName,
  score: (index * 37) % 100,
  netflow: ((index * 7919) % 2000) * 1000 - 600_000,
  netflowVsCap: index % 5 === 0 ? null : ((index * 13) % 20) / 100 - 0.05,
  marketCap: index % 4 === 0 ? null : ((index * 7919) % 997) * 1e7,
  favorites: index % 3 === 0,
}));
const LARGEST = largestMagnitude(ROWS.map((row) => row.netflow));

const COLUMNS: TableColumn<SampleRow>[] = [
  { key: 'rank', label: '#', render: (_row, rowNumber) => rowNumber },
  {
    key: 'favorites',
    label: 'Favourite',
    hideLabel: true,
    render: (row) => (
      <FavouriteStarButton
        tokenName={row.tokenName}
        isFavourite={row.favorites}
        onToggle={() => undefined}
      />
    ),
  },
  {
    key: 'tokenName',
    label: 'Coin',
    sortable: true,
    render: (row) => (
      <span css={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <TokenIcon token={row.tokenName} size={20} />
        {row.tokenName}
      </span>
    ),
  },
  {
    key: 'score',
    label: 'Score',
    sortable: true,
    align: 'center',
    render: (row) => <ScoreBadge score={row.score} market="cex" />,
  },
  {
    key: 'netflow',
    label: 'Netflow',
    sortable: true,
    align: 'right',
    group: { id: 'flow', label: 'Flow' },
    render: (row) => (
      <RelativeValueBar value={row.netflow} largest={LARGEST}>
        {formatMarketCap(row.netflow)}
      </RelativeValueBar>
    ),
  },
  {
    key: 'netflowVsCap',
    label: 'Netflow vs Cap %',
    sortable: true,
    align: 'right',
    group: { id: 'flow', label: 'Flow' },
    render: (row) => formatSignedPercent(row.netflowVsCap),
  },
  {
    key: 'marketCap',
    label: 'Market Cap',
    sortable: true,
    align: 'right',
    render: (row) => formatMarketCap(row.marketCap),
  },
];

export function TableSection() {
  const exampleName = useExampleName();
  return (
    <StyleguideSection title="Data table">
      <PagedDataTable
        label={exampleName('Example accumulations')}
        rows={ROWS}
        columns={COLUMNS}
        defaultPageSize={10}
        pageSizeChangePolicy="clamp"
      />
      <PagedDataTable
        label={exampleName('Example empty table')}
        rows={[]}
        columns={COLUMNS}
        emptyText="Žádná data nenalezena"
      />
    </StyleguideSection>
  );
}
