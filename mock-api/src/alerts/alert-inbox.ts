import {
  ALERT_INBOX_LIMIT,
  type AlertRecord,
  type AlertRuleRef,
  type AlertToken,
  type PositionSubject,
} from '@flowscope/shared-api/contract';
import type { Db } from '../store/db.ts';
import { alertRecord } from './alert-record.ts';
import {
  alertRow,
  ensureAlertTable,
  listAlertRows,
  markAlertsRead,
  trimAlerts,
  unreadAlerts,
} from './alert-table.ts';
import type { AlertText } from './alert-text.ts';

/** What a rule's alert records: the rule, the token, its words and the figure that fired it. */
export interface RuleAlertInput {
  rule: AlertRuleRef;
  token: AlertToken;
  text: AlertText;
  /** Wallets of a cluster, else 1. */
  count: number;
  hours: number | null;
  value: number | null;
  subject: PositionSubject | null;
  time: number;
}

/**
 * Every alert of a trader in one list, whatever raised it (a favourite or a rule): one id
 * and one read state per alert, so the bell, the Alerts page, a notification and the
 * webhook all speak of the same alert.
 */
export class AlertInbox {
  constructor(private readonly db: Db) {
    ensureAlertTable(db);
  }

  list(userId: string, limit = ALERT_INBOX_LIMIT): { alerts: AlertRecord[]; unread: number } {
    const rows = listAlertRows(this.db, userId, limit, null);
    return { alerts: rows.map(alertRecord), unread: this.unread(userId) };
  }

  unread(userId: string): number {
    return unreadAlerts(this.db, userId, null);
  }

  /** The alert with this id and its owner, if it is still kept. */
  find(id: number): { userId: string; alert: AlertRecord } | undefined {
    const row = alertRow(this.db, id);
    return row ? { userId: row.user_id, alert: alertRecord(row) } : undefined;
  }

  /** Marks the given alerts (all of them when null) read; the unread count left, the ids marked. */
  markRead(
    userId: string,
    ids: readonly number[] | null,
    now: number,
  ): { unread: number; marked: number[] } {
    const marked = markAlertsRead(this.db, userId, ids, now, null);
    return { unread: this.unread(userId), marked };
  }

  /** Keeps a rule's alert; returns it as the inbox lists it. */
  addRuleAlert(userId: string, input: RuleAlertInput): AlertRecord {
    let id = 0;
    this.db.transaction(() => {
      const inserted = this.db
        .prepare(
          `INSERT INTO favorite_alerts
             (user_id, kind, venue, ticker, name, network, address, count, hours, time,
              rule_id, rule_kind, rule_name, title, body, subject, value)
           VALUES (?, 'rule', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          userId,
          input.token.venue,
          input.token.ticker,
          input.token.name,
          input.token.network,
          input.token.address,
          input.count,
          input.hours,
          input.time,
          input.rule.id,
          input.rule.kind,
          input.rule.name,
          input.text.title,
          input.text.body,
          input.subject === null ? null : JSON.stringify(input.subject),
          input.value,
        );
      id = Number(inserted.lastInsertRowid);
      trimAlerts(this.db, userId);
    })();
    const row = alertRow(this.db, id);
    if (!row) throw new Error(`alert ${id} was not kept`);
    return alertRecord(row);
  }
}
