import { statement, type Db } from '../store/db.ts';
import type { LiveRecord, LiveToken } from './events.ts';

export type FavoriteAlertKind = 'signal' | 'trade' | 'cluster';

/**
 * An alert of one user on a token they favourited: a signal, influencer trades, or a
 * smart-money cluster ('count' wallets bought it within the last 'hours' hours).
 */
export interface FavoriteAlert {
  id: number;
  kind: FavoriteAlertKind;
  token: LiveToken;
  /**
   * Trades folded into this alert (a busy token gives one alert, not hundreds); for a
   * cluster, the distinct smart-money wallets that bought.
   */
  count: number;
  /** Cluster alerts only: the window the wallets bought in, hours. */
  hours?: number;
  /** When the (latest) event happened, ISO. */
  time: string;
  read: boolean;
}

/** Alerts kept per user; older ones are deleted as new ones come. */
export const ALERTS_PER_USER = 100;
/** Events of the same kind on the same token within this window fold into one unread alert. */
export const FOLD_WINDOW_MS = 10 * 60_000;

interface AlertRow {
  id: number;
  kind: FavoriteAlertKind;
  venue: 'cex' | 'dex';
  ticker: string;
  name: string;
  network: string | null;
  address: string | null;
  count: number;
  hours: number | null;
  time: number;
  read_at: number | null;
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

/** Databases made before cluster alerts lack the hours column. */
function addHoursColumn(db: Db): void {
  const columns = db.prepare('PRAGMA table_info(favorite_alerts)').all() as { name: string }[];
  if (!columns.some((column) => column.name === 'hours')) {
    db.exec('ALTER TABLE favorite_alerts ADD COLUMN hours INTEGER');
  }
}

function toAlert(row: AlertRow): FavoriteAlert {
  return {
    id: row.id,
    kind: row.kind,
    token: {
      venue: row.venue,
      ticker: row.ticker,
      name: row.name,
      network: row.network,
      address: row.address,
    },
    count: row.count,
    ...(row.hours !== null ? { hours: row.hours } : {}),
    time: new Date(row.time).toISOString(),
    read: row.read_at !== null,
  };
}

/**
 * Alerts on favourites, kept in the user store's SQLite (they survive a restart, with their
 * read state). Each published signal or influencer trade becomes an alert for every user who
 * favourited its token.
 */
export class FavoriteAlerts {
  constructor(private readonly db: Db) {
    db.exec(SCHEMA);
    addHoursColumn(db);
  }

  /** Users who favourited the token. */
  watchers(token: LiveToken): string[] {
    const rows =
      token.venue === 'cex'
        ? statement(this.db, 'SELECT user_id FROM cex_favorites WHERE coin = ?').all(
            token.ticker.toUpperCase(),
          )
        : statement(
            this.db,
            'SELECT user_id FROM dex_favorites WHERE network = ? AND address = ?',
          ).all(token.network ?? '', token.address ?? '');
    return (rows as { user_id: string }[]).map((row) => row.user_id);
  }

  /** Records the event for its token's watchers; returns the users who got an alert. */
  record(record: LiveRecord): string[] {
    // An alert event tells of alerts already kept.
    if (record.event === 'alert') return [];
    const { token } = record.data;
    const users = this.watchers(token);
    if (users.length === 0) return [];
    const time = Date.parse(record.data.time);
    const fold = this.db.prepare(
      `UPDATE favorite_alerts SET count = count + 1, time = MAX(time, ?)
       WHERE id = (SELECT id FROM favorite_alerts
         WHERE user_id = ? AND kind = ? AND venue = ? AND ticker = ? AND IFNULL(address, '') = ?
           AND read_at IS NULL AND time >= ? ORDER BY id DESC LIMIT 1)`,
    );
    const insert = this.db.prepare(
      `INSERT INTO favorite_alerts (user_id, kind, venue, ticker, name, network, address, time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.db.transaction(() => {
      for (const user of users) {
        // Signals are news each time; trades on a busy token fold into one alert.
        const folded =
          record.event === 'trade' &&
          fold.run(
            time,
            user,
            'trade',
            token.venue,
            token.ticker,
            token.address ?? '',
            time - FOLD_WINDOW_MS,
          ).changes > 0;
        if (folded) continue;
        insert.run(
          user,
          record.event,
          token.venue,
          token.ticker,
          token.name,
          token.network,
          token.address,
          time,
        );
        this.trim(user);
      }
    })();
    return users;
  }

  /** Whether the user has a cluster alert on the token raised at or after `since`. */
  hasClusterSince(userId: string, token: LiveToken, since: number): boolean {
    // Asked on every poll that sees buys on a favourited token: compiled once.
    const row = statement(
      this.db,
      `SELECT 1 FROM favorite_alerts WHERE user_id = ? AND kind = 'cluster' AND venue = ?
         AND ticker = ? AND IFNULL(address, '') = ? AND time >= ? LIMIT 1`,
    ).get(userId, token.venue, token.ticker, token.address ?? '', since);
    return row !== undefined;
  }

  /** Keeps a cluster alert: `wallets` smart-money wallets bought the token within `hours`. */
  addCluster(userId: string, token: LiveToken, wallets: number, hours: number, time: number): void {
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO favorite_alerts
             (user_id, kind, venue, ticker, name, network, address, count, hours, time)
           VALUES (?, 'cluster', ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          userId,
          token.venue,
          token.ticker,
          token.name,
          token.network,
          token.address,
          wallets,
          hours,
          time,
        );
      this.trim(userId);
    })();
  }

  private trim(userId: string): void {
    this.db
      .prepare(
        `DELETE FROM favorite_alerts WHERE user_id = ? AND id <= (
           SELECT id FROM favorite_alerts WHERE user_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`,
      )
      .run(userId, userId, ALERTS_PER_USER);
  }

  /** The user's latest alerts, newest first, and how many are unread. */
  list(userId: string, limit = 50): { alerts: FavoriteAlert[]; unread: number } {
    const rows = this.db
      .prepare('SELECT * FROM favorite_alerts WHERE user_id = ? ORDER BY id DESC LIMIT ?')
      .all(userId, limit) as AlertRow[];
    return { alerts: rows.map(toAlert), unread: this.unread(userId) };
  }

  unread(userId: string): number {
    const row = this.db
      .prepare('SELECT COUNT(*) AS n FROM favorite_alerts WHERE user_id = ? AND read_at IS NULL')
      .get(userId) as { n: number };
    return row.n;
  }

  /** Marks the given alerts (all when none are given) read; returns the unread count left. */
  markRead(userId: string, ids: readonly number[] | null, now: number): number {
    if (ids === null) {
      this.db
        .prepare('UPDATE favorite_alerts SET read_at = ? WHERE user_id = ? AND read_at IS NULL')
        .run(now, userId);
    } else {
      const mark = this.db.prepare(
        'UPDATE favorite_alerts SET read_at = ? WHERE user_id = ? AND id = ? AND read_at IS NULL',
      );
      this.db.transaction(() => ids.forEach((id) => mark.run(now, userId, id)))();
    }
    return this.unread(userId);
  }
}
