import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

const DB_FILE = 'mock-api.sqlite';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL,
  email TEXT,
  avatar TEXT,
  global_name TEXT,
  premium INTEGER NOT NULL DEFAULT 0,
  locale TEXT NOT NULL DEFAULT 'en-US',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  access_hash TEXT PRIMARY KEY,
  refresh_hash TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users(id),
  access_expires INTEGER NOT NULL,
  refresh_expires INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0,
  family TEXT
);
CREATE TABLE IF NOT EXISTS oauth_codes (
  code_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  redirect_uri TEXT NOT NULL,
  state TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  family TEXT
);
CREATE TABLE IF NOT EXISTS cex_favorites (
  user_id TEXT NOT NULL,
  coin TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, coin)
);
CREATE TABLE IF NOT EXISTS dex_favorites (
  user_id TEXT NOT NULL,
  network TEXT NOT NULL,
  address TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, network, address)
);
CREATE TABLE IF NOT EXISTS influencer_follows (
  user_id TEXT NOT NULL,
  venue TEXT NOT NULL,
  handle TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, venue, handle)
);
CREATE TABLE IF NOT EXISTS preferences (
  user_id TEXT PRIMARY KEY,
  json TEXT NOT NULL
);
`;

/**
 * Opens (creating if needed) the user-state database in `dataDir`; ':memory:' keeps it
 * in memory. `reset` deletes the file first, for a clean demo.
 */
export function openDatabase(dataDir: string, reset: boolean): Db {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
    file = join(dataDir, DB_FILE);
    if (reset) {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    }
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  migrateTokenFamilies(db);
  return db;
}

function hasColumn(db: Db, table: string, column: string): boolean {
  const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
  return columns.some((entry) => entry.name === column);
}

/**
 * Files written before token families existed: every session becomes a family of its own
 * (so reusing its rotated refresh token still revokes what it was rotated into from now on).
 */
function migrateTokenFamilies(db: Db): void {
  db.transaction(() => {
    if (!hasColumn(db, 'sessions', 'family')) {
      db.exec('ALTER TABLE sessions ADD COLUMN family TEXT');
      db.exec('UPDATE sessions SET family = access_hash WHERE family IS NULL');
    }
    if (!hasColumn(db, 'oauth_codes', 'family')) {
      db.exec('ALTER TABLE oauth_codes ADD COLUMN family TEXT');
    }
    db.exec('CREATE INDEX IF NOT EXISTS sessions_family ON sessions (family)');
  })();
}

const compiled = new WeakMap<Db, Map<string, Database.Statement>>();

/**
 * The statement for `source`, compiled once per database. The calls every list request
 * makes (session check, user, favourites) use it: compiling a statement costs more than
 * running it. Callers must not change the shared statement's mode (pluck, raw, expand).
 */
export function statement(db: Db, source: string): Database.Statement {
  let statements = compiled.get(db);
  if (!statements) {
    statements = new Map();
    compiled.set(db, statements);
  }
  let found = statements.get(source);
  if (!found) {
    found = db.prepare(source);
    statements.set(source, found);
  }
  return found;
}
