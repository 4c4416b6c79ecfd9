import { openDatabase, type Db } from './db.ts';
import { FavoritesRepository } from './favorites.ts';
import { OAuthCodeRepository } from './oauth-codes.ts';
import { PreferencesRepository } from './preferences.ts';
import { SessionRepository } from './sessions.ts';
import { UserRepository } from './users.ts';

/** Persistent user state: users, sessions, OAuth codes, favourites, follows, preferences. */
export interface Store {
  db: Db;
  users: UserRepository;
  sessions: SessionRepository;
  codes: OAuthCodeRepository;
  favorites: FavoritesRepository;
  preferences: PreferencesRepository;
}

export function openStore(dataDir: string, reset: boolean, now: () => number): Store {
  const db = openDatabase(dataDir, reset);
  return {
    db,
    users: new UserRepository(db, now),
    sessions: new SessionRepository(db),
    codes: new OAuthCodeRepository(db),
    favorites: new FavoritesRepository(db),
    preferences: new PreferencesRepository(db),
  };
}
