import type { UserDetail } from '@flowscope/shared-api/contract';
import { statement, type Db } from './db.ts';

export interface UserRecord {
  id: string;
  username: string;
  email: string | null;
  avatar: string | null;
  globalName: string | null;
  premium: boolean;
  locale: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * The test users of the OAuth stand-in (their ids are platform-style 18-digit
 * snowflakes). The login pair signs in the premium user.
 */
export const TEST_USERS = {
  premium: {
    id: '180000000000000001',
    username: 'flowscope_premium',
    email: 'premium@flowscope.test',
    globalName: 'Premium Trader',
    premium: true,
  },
  free: {
    id: '180000000000000002',
    username: 'flowscope_free',
    email: 'free@flowscope.test',
    globalName: 'Free Trader',
    premium: false,
  },
} as const;

/** The one credential pair POST /auth/login accepts (shell §6: a mock login). */
export const TEST_CREDENTIALS = {
  email: 'premium@flowscope.test',
  password: 'flowscope-demo',
} as const;

interface UserRow {
  id: string;
  username: string;
  email: string | null;
  avatar: string | null;
  global_name: string | null;
  premium: number;
  locale: string;
  created_at: string;
  updated_at: string;
}

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    avatar: row.avatar,
    globalName: row.global_name,
    premium: row.premium === 1,
    locale: row.locale,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export class UserRepository {
  constructor(
    private readonly db: Db,
    now: () => number,
  ) {
    const insert = db.prepare(
      `INSERT OR IGNORE INTO users (id, username, email, avatar, global_name, premium, created_at, updated_at)
       VALUES (@id, @username, @email, NULL, @globalName, @premium, @at, @at)`,
    );
    const at = new Date(now()).toISOString();
    for (const user of Object.values(TEST_USERS))
      insert.run({ ...user, premium: user.premium ? 1 : 0, at });
  }

  find(id: string): UserRecord | undefined {
    const row = statement(this.db, 'SELECT * FROM users WHERE id = ?').get(id) as
      | UserRow
      | undefined;
    return row ? toRecord(row) : undefined;
  }

  update(
    id: string,
    patch: { username?: string; email?: string; avatar?: string | null; locale?: string },
    at: number,
  ): void {
    const current = this.find(id);
    if (!current) return;
    this.db
      .prepare(
        'UPDATE users SET username = ?, email = ?, avatar = ?, locale = ?, updated_at = ? WHERE id = ?',
      )
      .run(
        patch.username ?? current.username,
        patch.email ?? current.email,
        patch.avatar === undefined ? current.avatar : patch.avatar,
        patch.locale ?? current.locale,
        new Date(at).toISOString(),
        id,
      );
  }
}

/** Platform user detail (shell §3) of a stored user. */
export function userDetail(user: UserRecord): UserDetail {
  return {
    id: user.id,
    username: user.username,
    discriminator: '0',
    avatar: user.avatar,
    email: user.email,
    verified: true,
    locale: user.locale,
    mfa_enabled: false,
    premium_type: user.premium ? 2 : 0,
    public_flags: 0,
  };
}
