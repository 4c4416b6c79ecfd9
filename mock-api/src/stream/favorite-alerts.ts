import type { AlertRecord } from '@flowscope/shared-api/contract';
import { alertRecord } from '../alerts/alert-record.ts';
import {
  ensureAlertTable,
  FAVORITE_ALERT_KINDS,
  listAlertRows,
  markAlertsRead,
  trimAlerts,
  unreadAlerts,
} from '../alerts/alert-table.ts';
import { statement, type Db } from '../store/db.ts';
import type { LiveRecord, LiveToken } from './events.ts';

/**
 * An alert of one user on a token they favourited: a signal, influencer trades, or a
 * smart-money cluster ('count' wallets bought it within the last 'hours' hours), with the
 * words a notification shows (title, body) and the token's page (url).
 */
export type FavoriteAlert = AlertRecord;

/** Events of the same kind on the same token within this window fold into one unread alert. */
const FOLD_WINDOW_MS = 10 * 60_000;

/** Told of each new alert (not of one folded into an existing alert) after it is stored. */
export type AlertCreatedListener = (userId: string, alertId: number) => void;

/**
 * Alerts on favourites, kept in the user store's SQLite (they survive a restart, with their
 * read state). Each published signal or influencer trade becomes an alert for every user who
 * favourited its token.
 */
export class FavoriteAlerts {
  private readonly createdListeners = new Set<AlertCreatedListener>();

  constructor(private readonly db: Db) {
    ensureAlertTable(db);
  }

  /** Also tells `listener` of every new alert (to push it to its owner and their webhook). */
  onCreated(listener: AlertCreatedListener): void {
    this.createdListeners.add(listener);
  }

  private announce(created: readonly [string, number][]): void {
    for (const [user, id] of created) {
      for (const listener of this.createdListeners) listener(user, id);
    }
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
    // Alert events tell of alerts already kept; only market news raises new ones.
    if (record.event !== 'signal' && record.event !== 'trade') return [];
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
    const created: [string, number][] = [];
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
        const inserted = insert.run(
          user,
          record.event,
          token.venue,
          token.ticker,
          token.name,
          token.network,
          token.address,
          time,
        );
        created.push([user, Number(inserted.lastInsertRowid)]);
        trimAlerts(this.db, user);
      }
    })();
    this.announce(created);
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
    let id = 0;
    this.db.transaction(() => {
      const inserted = this.db
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
      id = Number(inserted.lastInsertRowid);
      trimAlerts(this.db, userId);
    })();
    this.announce([[userId, id]]);
  }

  /** The user's latest alerts on favourites, newest first, and how many of them are unread. */
  list(userId: string, limit = 50): { alerts: FavoriteAlert[]; unread: number } {
    const rows = listAlertRows(this.db, userId, limit, FAVORITE_ALERT_KINDS);
    return { alerts: rows.map(alertRecord), unread: this.unread(userId) };
  }

  unread(userId: string): number {
    return unreadAlerts(this.db, userId, FAVORITE_ALERT_KINDS);
  }

  /**
   * Marks the given alerts (all alerts on favourites when none are given) read; returns the
   * unread count of alerts on favourites left and the ids it marked.
   */
  markRead(
    userId: string,
    ids: readonly number[] | null,
    now: number,
  ): { unread: number; marked: number[] } {
    // Given ids are marked whatever their kind: they name the trader's own alerts.
    const marked = markAlertsRead(
      this.db,
      userId,
      ids,
      now,
      ids === null ? FAVORITE_ALERT_KINDS : null,
    );
    return { unread: this.unread(userId), marked };
  }
}
