import * as z from 'zod/mini';
import {
  DEFAULT_PREFERENCES,
  UserPreferencesSchema,
  type UserPreferences,
} from '@flowscope/shared-api/contract';
import type { Db } from './db.ts';

export class PreferencesRepository {
  constructor(private readonly db: Db) {}

  /** Stored preferences merged over the defaults; a damaged row falls back to defaults. */
  get(userId: string): UserPreferences {
    const row = this.db.prepare('SELECT json FROM preferences WHERE user_id = ?').get(userId) as
      | { json: string }
      | undefined;
    if (!row) return { ...DEFAULT_PREFERENCES };
    try {
      const parsed = z.partial(UserPreferencesSchema).safeParse(JSON.parse(row.json));
      return { ...DEFAULT_PREFERENCES, ...(parsed.success ? parsed.data : {}) };
    } catch {
      return { ...DEFAULT_PREFERENCES };
    }
  }

  merge(userId: string, patch: Partial<UserPreferences>): UserPreferences {
    const next = { ...this.get(userId), ...patch };
    this.db
      .prepare(
        'INSERT INTO preferences (user_id, json) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET json = excluded.json',
      )
      .run(userId, JSON.stringify(next));
    return next;
  }
}
