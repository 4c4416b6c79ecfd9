import { statement, type Db } from './db.ts';

export interface DexFavoriteKey {
  network: string;
  address: string;
}

/** Favourite tokens (CEX coins and DEX tokens) and followed influencers of each user. */
export class FavoritesRepository {
  constructor(private readonly db: Db) {}

  cexCoins(userId: string): string[] {
    const rows = statement(
      this.db,
      'SELECT coin FROM cex_favorites WHERE user_id = ? ORDER BY created_at, coin',
    ).all(userId) as { coin: string }[];
    return rows.map((row) => row.coin);
  }

  addCex(userId: string, coin: string, now: number): void {
    this.db
      .prepare('INSERT OR IGNORE INTO cex_favorites (user_id, coin, created_at) VALUES (?, ?, ?)')
      .run(userId, coin, now);
  }

  removeCex(userId: string, coin: string): boolean {
    return (
      this.db.prepare('DELETE FROM cex_favorites WHERE user_id = ? AND coin = ?').run(userId, coin)
        .changes > 0
    );
  }

  dexTokens(userId: string): DexFavoriteKey[] {
    return statement(
      this.db,
      'SELECT network, address FROM dex_favorites WHERE user_id = ? ORDER BY created_at, address',
    ).all(userId) as DexFavoriteKey[];
  }

  addDex(userId: string, key: DexFavoriteKey, now: number): void {
    this.db
      .prepare(
        'INSERT OR IGNORE INTO dex_favorites (user_id, network, address, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(userId, key.network, key.address, now);
  }

  removeDex(userId: string, key: DexFavoriteKey): boolean {
    return (
      this.db
        .prepare('DELETE FROM dex_favorites WHERE user_id = ? AND network = ? AND address = ?')
        .run(userId, key.network, key.address).changes > 0
    );
  }

  follows(userId: string, venue: 'cex' | 'dex'): string[] {
    const rows = statement(
      this.db,
      'SELECT handle FROM influencer_follows WHERE user_id = ? AND venue = ? ORDER BY created_at, handle',
    ).all(userId, venue) as { handle: string }[];
    return rows.map((row) => row.handle);
  }

  follow(userId: string, venue: 'cex' | 'dex', handle: string, now: number): void {
    this.db
      .prepare(
        'INSERT OR IGNORE INTO influencer_follows (user_id, venue, handle, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(userId, venue, handle, now);
  }

  unfollow(userId: string, venue: 'cex' | 'dex', handle: string): boolean {
    return (
      this.db
        .prepare('DELETE FROM influencer_follows WHERE user_id = ? AND venue = ? AND handle = ?')
        .run(userId, venue, handle).changes > 0
    );
  }
}
