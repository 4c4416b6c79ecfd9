import { Link } from 'react-router';
import { Badge } from '../components/badge/Badge.tsx';
import { ZonedTime } from '../components/relative-time/ZonedTime.tsx';
import { Typography } from '../components/typography/Typography.tsx';
import { formatNetPosition } from '../format/net-position.ts';
import { NOT_AVAILABLE } from '@flowscope/core';
import { CENTS_ROUNDING, signTone } from '../format/sign-tone.ts';
import { rankColumn } from '../screen/token-columns.tsx';
import { timeColumn } from '../table/time-column.ts';
import type { TableColumn } from '../table/types.ts';
import type { HolderTableRow } from './holder-rows.ts';

function SignedAmount({ value, text }: { value: number; text: string }) {
  return (
    <Typography as="span" level="sm" tone={signTone(value, CENTS_ROUNDING)}>
      {text}
    </Typography>
  );
}

/**
 * Columns of the SMW Holders table of a token page. Amount columns sort by their raw number
 * (sortKey), which also makes them start largest-first (spec §4 'Table sorting'); the export
 * writes those raw numbers and the last trade as an ISO 8601 UTC time. A DEX token is held,
 * never shorted, so its table leaves Position out.
 */
export function holderColumns({
  showPosition = true,
  walletHref,
}: {
  showPosition?: boolean;
  /** A holder's wallet profile in the app: the Wallet cell links there. */
  walletHref?: (wallet: string) => string;
} = {}): TableColumn<HolderTableRow>[] {
  return HOLDER_COLUMNS.filter((column) => showPosition || column.key !== 'positionType').map(
    (column) =>
      column.key === 'wallet' && walletHref !== undefined
        ? {
            ...column,
            // A masked wallet ('***', anonymous visitors) names no profile.
            render: (row: HolderTableRow) =>
              /^\*+$/.test(row.wallet) ? (
                <span>{row.walletShort}</span>
              ) : (
                <Link
                  to={walletHref(row.wallet)}
                  title={row.wallet}
                  aria-label={`Wallet ${row.walletShort}: its profile`}
                >
                  {row.walletShort}
                </Link>
              ),
          }
        : column,
  );
}

/** Every column of the SMW Holders table, Position included (a CEX token's page). */
export const HOLDER_COLUMNS: readonly TableColumn<HolderTableRow>[] = [
  rankColumn<HolderTableRow>(),
  {
    key: 'wallet',
    label: 'Wallet',
    sortable: true,
    sticky: true,
    render: (row) => <span title={row.wallet}>{row.walletShort}</span>,
  },
  {
    key: 'positionType',
    label: 'Position',
    sortable: true,
    render: (row) =>
      row.positionType === 'long' ? (
        <Badge intent="positive">Long</Badge>
      ) : (
        <Badge intent="attention">Short</Badge>
      ),
  },
  {
    key: 'holdingsFormatted',
    label: 'Holdings',
    sortable: true,
    sortKey: 'holdings',
    align: 'right',
    render: (row) => {
      const { text, tone } = formatNetPosition(row.holdings);
      return (
        <Typography as="span" level="sm" tone={tone}>
          {text}
        </Typography>
      );
    },
  },
  { key: 'entryPriceFormatted', label: 'Entry Price', sortable: true, align: 'right' },
  {
    key: 'netflowFormatted',
    label: 'Netflow',
    sortable: true,
    sortKey: 'netflow',
    align: 'right',
    render: (row) => <SignedAmount value={row.netflow} text={row.netflowFormatted} />,
  },
  {
    key: 'pnlFormatted',
    label: 'PNL',
    sortable: true,
    sortKey: 'pnl',
    align: 'right',
    render: (row) => <SignedAmount value={row.pnl} text={row.pnlFormatted} />,
  },
  timeColumn<HolderTableRow>({
    key: 'lastTradeFormatted',
    label: 'Last Trade',
    sortable: true,
    sortKey: 'lastTradeAt',
    at: (row) => row.lastTrade,
    // Rendered from the instant, so a change of 'Times in' shows at once.
    render: (row) => <ZonedTime timestamp={row.lastTrade} fallback={NOT_AVAILABLE} />,
  }),
];
