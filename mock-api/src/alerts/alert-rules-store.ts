import {
  AlertRuleSpecSchema,
  type AlertRule,
  type AlertRuleSpec,
} from '@flowscope/shared-api/contract';
import type { Market } from '../market/market.ts';
import { liveToken } from '../stream/market-events.ts';
import { statement, type Db } from '../store/db.ts';
import { targetToken } from './rule-market.ts';

/** A rule as kept, with the state its evaluation carries from one look to the next. */
export interface StoredRule {
  id: number;
  userId: string;
  spec: AlertRuleSpec;
  name: string | null;
  enabled: boolean;
  createdAt: number;
  updatedAt: number;
  /** When the rule last started afresh (created, its rule changed, turned on again). */
  armedAt: number;
  lastFiredAt: number | null;
  /** Score crossings: whether the score was past the level at the last look (null: not looked). */
  scoreBeyond: boolean | null;
}

interface RuleRow {
  id: number;
  user_id: string;
  spec: string;
  name: string | null;
  enabled: number;
  created_at: number;
  updated_at: number;
  armed_at: number;
  last_fired_at: number | null;
  score_beyond: number | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS alert_rules (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  spec TEXT NOT NULL,
  name TEXT,
  enabled INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  armed_at INTEGER NOT NULL,
  last_fired_at INTEGER,
  score_beyond INTEGER
);
CREATE INDEX IF NOT EXISTS alert_rules_user ON alert_rules (user_id, id);
`;

/** A row whose stored rule no longer parses (a damaged file) is left out, not fatal. */
function toRule(row: RuleRow): StoredRule | null {
  let spec: AlertRuleSpec;
  try {
    const parsed = AlertRuleSpecSchema.safeParse(JSON.parse(row.spec));
    if (!parsed.success) return null;
    spec = parsed.data;
  } catch {
    return null;
  }
  return {
    id: row.id,
    userId: row.user_id,
    spec,
    name: row.name,
    enabled: row.enabled === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    armedAt: row.armed_at,
    lastFiredAt: row.last_fired_at,
    scoreBeyond: row.score_beyond === null ? null : row.score_beyond === 1,
  };
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** A rule as the API answers it, with the names of the token it watches. */
export function ruleResponse(rule: StoredRule, market: Market): AlertRule {
  const token =
    rule.spec.kind === 'position_change' ? undefined : targetToken(market, rule.spec.token);
  return {
    id: rule.id,
    enabled: rule.enabled,
    name: rule.name,
    rule: rule.spec,
    token: token ? liveToken(token) : null,
    created_at: iso(rule.createdAt),
    updated_at: iso(rule.updatedAt),
    last_fired_at: rule.lastFiredAt === null ? null : iso(rule.lastFiredAt),
  };
}

export interface RulePatch {
  spec?: AlertRuleSpec;
  enabled?: boolean;
  name?: string | null;
}

/**
 * The trader's alert rules in SQLite. The enabled rules of every trader are read on each
 * look at the market, so they are kept in memory between writes.
 */
export class AlertRulesRepository {
  private enabledCache: StoredRule[] | null = null;

  constructor(private readonly db: Db) {
    db.exec(SCHEMA);
  }

  /** The trader's rules, newest first. */
  list(userId: string): StoredRule[] {
    const rows = statement(
      this.db,
      'SELECT * FROM alert_rules WHERE user_id = ? ORDER BY id DESC',
    ).all(userId) as RuleRow[];
    return rows.flatMap((row) => toRule(row) ?? []);
  }

  get(userId: string, id: number): StoredRule | undefined {
    const row = statement(this.db, 'SELECT * FROM alert_rules WHERE user_id = ? AND id = ?').get(
      userId,
      id,
    ) as RuleRow | undefined;
    return (row && toRule(row)) ?? undefined;
  }

  count(userId: string): number {
    const row = statement(this.db, 'SELECT COUNT(*) AS n FROM alert_rules WHERE user_id = ?').get(
      userId,
    ) as { n: number };
    return row.n;
  }

  create(
    userId: string,
    input: { spec: AlertRuleSpec; enabled: boolean; name: string | null },
    now: number,
  ): StoredRule {
    const inserted = this.db
      .prepare(
        `INSERT INTO alert_rules (user_id, kind, spec, name, enabled, created_at, updated_at, armed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        userId,
        input.spec.kind,
        JSON.stringify(input.spec),
        input.name,
        input.enabled ? 1 : 0,
        now,
        now,
        now,
      );
    this.enabledCache = null;
    const rule = this.get(userId, Number(inserted.lastInsertRowid));
    if (!rule) throw new Error('the new rule was not kept');
    return rule;
  }

  /**
   * Applies a patch. A changed rule, or one turned on again, starts afresh: its window and
   * crossing state are forgotten, so it is judged on the market from now on.
   */
  update(userId: string, id: number, patch: RulePatch, now: number): StoredRule | undefined {
    const current = this.get(userId, id);
    if (!current) return undefined;
    const spec = patch.spec ?? current.spec;
    const enabled = patch.enabled ?? current.enabled;
    const name = patch.name === undefined ? current.name : patch.name;
    const rearm =
      (patch.spec !== undefined && JSON.stringify(patch.spec) !== JSON.stringify(current.spec)) ||
      (enabled && !current.enabled);
    this.db
      .prepare(
        `UPDATE alert_rules SET kind = ?, spec = ?, name = ?, enabled = ?, updated_at = ?,
           armed_at = ?, last_fired_at = ?, score_beyond = ?
         WHERE user_id = ? AND id = ?`,
      )
      .run(
        spec.kind,
        JSON.stringify(spec),
        name,
        enabled ? 1 : 0,
        now,
        rearm ? now : current.armedAt,
        rearm ? null : current.lastFiredAt,
        rearm || current.scoreBeyond === null ? null : current.scoreBeyond ? 1 : 0,
        userId,
        id,
      );
    this.enabledCache = null;
    return this.get(userId, id);
  }

  delete(userId: string, id: number): boolean {
    const changes = this.db
      .prepare('DELETE FROM alert_rules WHERE user_id = ? AND id = ?')
      .run(userId, id).changes;
    this.enabledCache = null;
    return changes > 0;
  }

  /** Every trader's enabled rules, oldest first. */
  enabled(): readonly StoredRule[] {
    if (this.enabledCache === null) {
      const rows = statement(
        this.db,
        'SELECT * FROM alert_rules WHERE enabled = 1 ORDER BY id',
      ).all() as RuleRow[];
      this.enabledCache = rows.flatMap((row) => toRule(row) ?? []);
    }
    return this.enabledCache;
  }

  markFired(rule: StoredRule, at: number): void {
    statement(this.db, 'UPDATE alert_rules SET last_fired_at = ? WHERE id = ?').run(at, rule.id);
    // The cached copy is the one the next look reads.
    rule.lastFiredAt = at;
  }

  setScoreBeyond(rule: StoredRule, beyond: boolean): void {
    statement(this.db, 'UPDATE alert_rules SET score_beyond = ? WHERE id = ?').run(
      beyond ? 1 : 0,
      rule.id,
    );
    rule.scoreBeyond = beyond;
  }
}
