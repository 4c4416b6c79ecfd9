import type { AlertKind, AlertRuleKind } from '@flowscope/shared-api/contract';
import { statement, type Db } from '../store/db.ts';

/** Alerts kept per user, every kind together; older ones are deleted as new ones come. */
const ALERTS_PER_USER = 100;

/** The kinds raised on favourites (GET /alerts/favorites shows these only). */
export const FAVORITE_ALERT_KINDS = ['signal', 'trade', 'cluster'] as const satisfies AlertKind[];

/** One alert as stored. The table keeps its first name: it held only favourites' alerts once. */
export interface AlertRow {
  id: number;
  user_id: string;
  kind: AlertKind;
  venue: 'cex' | 'dex';
  ticker: string;
  name: string;
  network: string | null;
  address: string | null;
  count: number;
  hours: number | null;
  time: number;
  read_at: number | null;
  /** Rule alerts: the rule as it was when it fired, and the alert's own text and figure. */
  rule_id: number | null;
  rule_kind: AlertRuleKind | null;
  rule_name: string | null;
  title: string | null;
  body: string | null;
  /** JSON of the position subject (position_change rules). */
  subject: string | null;
  value: number | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS favorite_alerts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  venue TEXT NOT NULL,
  ticker TEXT NOT NULL,
  name TEXT NOT NULL,
  network TEXT,
  address TEXT,
  count INTEGER NOT NULL DEFAULT 1,
  hours INTEGER,
  time INTEGER NOT NULL,
  read_at INTEGER
);
CREATE INDEX IF NOT EXISTS favorite_alerts_user ON favorite_alerts (user_id, id);
`;

/** Columns added since the table was first made; older files get them on open. */
const LATER_COLUMNS: readonly [string, string][] = [
  ['hours', 'INTEGER'],
  ['rule_id', 'INTEGER'],
  ['rule_kind', 'TEXT'],
  ['rule_name', 'TEXT'],
  ['title', 'TEXT'],
  ['body', 'TEXT'],
  ['subject', 'TEXT'],
  ['value', 'REAL'],
];

/** Creates the alert table, or brings an older one up to date. */
export function ensureAlertTable(db: Db): void {
  db.exec(SCHEMA);
  const columns = new Set(
    (db.prepare('PRAGMA table_info(favorite_alerts)').all() as { name: string }[]).map(
      (column) => column.name,
    ),
  );
  for (const [name, type] of LATER_COLUMNS) {
    if (!columns.has(name)) db.exec(`ALTER TABLE favorite_alerts ADD COLUMN ${name} ${type}`);
  }
}

/** `AND kind IN (...)` for a kind filter (kinds are constants, never user input). */
function kindClause(kinds: readonly AlertKind[] | null): string {
  return kinds === null ? '' : ` AND kind IN (${kinds.map((kind) => `'${kind}'`).join(', ')})`;
}

/** Deletes the user's alerts beyond the newest ALERTS_PER_USER. */
export function trimAlerts(db: Db, userId: string): void {
  statement(
    db,
    `DELETE FROM favorite_alerts WHERE user_id = ? AND id <= (
       SELECT id FROM favorite_alerts WHERE user_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`,
  ).run(userId, userId, ALERTS_PER_USER);
}

/** The user's newest alerts of these kinds (every kind when null). */
export function listAlertRows(
  db: Db,
  userId: string,
  limit: number,
  kinds: readonly AlertKind[] | null,
): AlertRow[] {
  return statement(
    db,
    `SELECT * FROM favorite_alerts WHERE user_id = ?${kindClause(kinds)} ORDER BY id DESC LIMIT ?`,
  ).all(userId, limit) as AlertRow[];
}

export function alertRow(db: Db, id: number): AlertRow | undefined {
  return statement(db, 'SELECT * FROM favorite_alerts WHERE id = ?').get(id) as
    | AlertRow
    | undefined;
}

export function unreadAlerts(db: Db, userId: string, kinds: readonly AlertKind[] | null): number {
  const row = statement(
    db,
    `SELECT COUNT(*) AS n FROM favorite_alerts WHERE user_id = ? AND read_at IS NULL${kindClause(kinds)}`,
  ).get(userId) as { n: number };
  return row.n;
}

/**
 * Marks the user's unread alerts read: those of the given ids, or all of these kinds when ids
 * is null. Returns the ids it marked (already read ones are left as they were).
 */
export function markAlertsRead(
  db: Db,
  userId: string,
  ids: readonly number[] | null,
  now: number,
  kinds: readonly AlertKind[] | null,
): number[] {
  return db.transaction(() => {
    const unread = statement(
      db,
      `SELECT id FROM favorite_alerts WHERE user_id = ? AND read_at IS NULL${kindClause(kinds)}`,
    ).all(userId) as { id: number }[];
    const wanted = ids === null ? null : new Set(ids);
    const marking = unread.map((row) => row.id).filter((id) => wanted === null || wanted.has(id));
    const mark = statement(db, 'UPDATE favorite_alerts SET read_at = ? WHERE id = ?');
    for (const id of marking) mark.run(now, id);
    return marking;
  })();
}
