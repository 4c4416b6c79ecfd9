import type { Network } from '../contract/common.ts';
import { PATHS } from '../contract/paths.ts';
import {
  SPARKLINE_MAX_TOKENS,
  SparklinesResponseSchema,
  type Sparkline,
  type SparklineKind,
  type SparklinesRequest,
} from '../contract/sparklines.ts';
import { apiPost } from '../http/request.ts';
import { apiUserId } from './shared/user-id.ts';

/** A row's token as the sparkline call names it: a CEX coin, or a DEX network and address. */
export type SparklineToken = { coin: string } | { network: Network; address: string };

/**
 * The sparklines of a page of rows: ONE call for the page (a page of at most 100 rows; more
 * tokens are split into calls of SPARKLINE_MAX_TOKENS). Send the window of the list the rows
 * came from, so each line adds up to (netflow) or ends at (holdings) the row's figure.
 */
export type SparklinesParams = {
  kind: SparklineKind;
  /** ISO date-time: the list call's from_datetime. */
  fromDatetime: string;
  toDatetime?: string | null;
  /** Points per line; the server's default (24) when absent. */
  points?: number;
  signal?: AbortSignal;
} & (
  | { venue: 'cex'; tokens: readonly { coin: string }[] }
  | { venue: 'dex'; tokens: readonly { network: Network; address: string }[] }
);

/** One token's line, ready to draw: values oldest first, with their scale and direction. */
export interface SparklineView {
  /** sparklineKey of the token. */
  key: string;
  /** USD per point: netflow of each slice, or holdings at each slice's end. */
  values: number[];
  /** Each point's instant (the end of its slice), ISO 8601. */
  timestamps: string[];
  min: number;
  max: number;
  /** Netflow: the window's total (the row's netflow). Holdings: the last value (the row's holdings). */
  total: number;
  /** Netflow: the sign of the total. Holdings: the last value against the first. */
  trend: 'up' | 'down' | 'flat';
}

/** Under half a cent counts as no change (amounts are rounded to cents). */
const FLAT = 0.005;

function isCex(token: SparklineToken): token is { coin: string } {
  return 'coin' in token;
}

function isDex(token: SparklineToken): token is { network: Network; address: string } {
  return !isCex(token);
}

/**
 * The key a row looks its sparkline up by: `cex:BTC`, `dex:base:0xab…`. Coins compare in upper
 * case and EVM addresses in lower case, as the API does, so any spelling of a row finds its line.
 */
/** A DEX row's token for its page's sparkline call; a masked row, or one without a chain, names none. */
export function dexRowSparklineToken(row: {
  masked: boolean;
  network: Network | null;
  address: string | null;
}): SparklineToken | null {
  return row.masked || row.network === null || row.address === null
    ? null
    : { network: row.network, address: row.address };
}

export function sparklineKey(token: SparklineToken): string {
  if (isCex(token)) return `cex:${token.coin.toUpperCase()}`;
  const address = token.network === 'solana' ? token.address : token.address.toLowerCase();
  return `dex:${token.network}:${address}`;
}

function lineToken(line: Sparkline): SparklineToken | null {
  if (line.coin) return { coin: line.coin };
  if (line.network && line.address) return { network: line.network, address: line.address };
  return null;
}

export function mapSparkline(line: Sparkline, kind: SparklineKind): SparklineView | null {
  const token = lineToken(line);
  if (!token) return null;
  const values = line.points.map((point) => point.value);
  const first = values[0] ?? 0;
  const last = values.at(-1) ?? 0;
  const total = kind === 'netflow' ? values.reduce((sum, value) => sum + value, 0) : last;
  const change = kind === 'netflow' ? total : last - first;
  return {
    key: sparklineKey(token),
    values,
    timestamps: line.points.map((point) => point.timestamp),
    min: values.length > 0 ? Math.min(...values) : 0,
    max: values.length > 0 ? Math.max(...values) : 0,
    total: Math.round(total * 100) / 100,
    trend: change > FLAT ? 'up' : change < -FLAT ? 'down' : 'flat',
  };
}

/** Splits the distinct tokens into batches the API accepts. */
function batches<T extends SparklineToken>(tokens: readonly T[]): T[][] {
  const seen = new Set<string>();
  const distinct = tokens.filter((token) => {
    const key = sparklineKey(token);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const out: T[][] = [];
  for (let i = 0; i < distinct.length; i += SPARKLINE_MAX_TOKENS)
    out.push(distinct.slice(i, i + SPARKLINE_MAX_TOKENS));
  return out;
}

/** POST /sparklines: user_id, kind, venue, tokens, from_datetime, optional to_datetime, points. */
function sparklinesPayload(
  params: SparklinesParams,
  tokens: readonly SparklineToken[],
): SparklinesRequest {
  const common = {
    user_id: apiUserId(),
    kind: params.kind,
    from_datetime: params.fromDatetime,
    ...(params.toDatetime ? { to_datetime: params.toDatetime } : {}),
    ...(params.points !== undefined ? { points: params.points } : {}),
  };
  return params.venue === 'cex'
    ? { ...common, venue: 'cex', tokens: tokens.filter(isCex).map(({ coin }) => ({ coin })) }
    : {
        ...common,
        venue: 'dex',
        tokens: tokens.filter(isDex).map(({ network, address }) => ({ network, address })),
      };
}

/**
 * POST /sparklines for a page of rows: the lines by sparklineKey. Rows whose token the API
 * does not know (and masked rows, which name no token) simply have no line. No tokens, no call.
 */
export async function fetchSparklines(
  params: SparklinesParams,
): Promise<Record<string, SparklineView>> {
  const answers = await Promise.all(
    batches<SparklineToken>(params.tokens).map((tokens) =>
      apiPost(PATHS.sparklines, sparklinesPayload(params, tokens), SparklinesResponseSchema, {
        signal: params.signal,
      }),
    ),
  );
  const lines: Record<string, SparklineView> = {};
  for (const { data } of answers) {
    for (const line of data.data) {
      const view = mapSparkline(line, params.kind);
      if (view) lines[view.key] = view;
    }
  }
  return lines;
}
