import {
  PositionSubjectSchema,
  tokenPagePath,
  type AlertRecord,
  type AlertToken,
  type PositionSubject,
} from '@flowscope/shared-api/contract';
import type { AlertRow } from './alert-table.ts';
import { favoriteAlertText } from './alert-text.ts';

function rowToken(row: AlertRow): AlertToken {
  return {
    venue: row.venue,
    ticker: row.ticker,
    name: row.name,
    network: row.network,
    address: row.address,
  };
}

function rowSubject(row: AlertRow): PositionSubject | undefined {
  if (row.subject === null) return undefined;
  try {
    const parsed = PositionSubjectSchema.safeParse(JSON.parse(row.subject));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An alert as the inbox, the stream and the webhook carry it. Favourites' alerts are worded
 * when read (a trade alert's count grows as trades fold into it); a rule's alert keeps the
 * words it fired with.
 */
export function alertRecord(row: AlertRow): AlertRecord {
  const token = rowToken(row);
  const text =
    row.kind === 'rule'
      ? { title: row.title ?? '', body: row.body ?? '' }
      : favoriteAlertText(row.kind, token, row.count, row.hours);
  const subject = rowSubject(row);
  return {
    id: row.id,
    kind: row.kind,
    token,
    count: row.count,
    ...(row.hours !== null ? { hours: row.hours } : {}),
    time: new Date(row.time).toISOString(),
    read: row.read_at !== null,
    title: text.title,
    body: text.body,
    url: tokenPagePath(token),
    ...(row.rule_id !== null && row.rule_kind !== null
      ? { rule: { id: row.rule_id, kind: row.rule_kind, name: row.rule_name } }
      : {}),
    ...(subject ? { subject } : {}),
    ...(row.value !== null ? { value: row.value } : {}),
  };
}
