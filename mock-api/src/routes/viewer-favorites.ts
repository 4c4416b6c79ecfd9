import type { Store } from '../store/index.ts';
import type { Viewer } from '../http/viewer.ts';

/** The viewer's favourite keys: CEX coins (upper case) and DEX `network:address`. */
export function cexFavoriteSet(store: Store, viewer: Viewer): Set<string> {
  return viewer.kind === 'user' ? new Set(store.favorites.cexCoins(viewer.user.id)) : new Set();
}

export function dexFavoriteSet(store: Store, viewer: Viewer): Set<string> {
  if (viewer.kind !== 'user') return new Set();
  return new Set(
    store.favorites.dexTokens(viewer.user.id).map((key) => `${key.network}:${key.address}`),
  );
}

/** Followed influencer handles (lower case) of a venue. */
export function followedSet(store: Store, viewer: Viewer, venue: 'cex' | 'dex'): Set<string> {
  if (viewer.kind !== 'user') return new Set();
  return new Set(
    store.favorites.follows(viewer.user.id, venue).map((handle) => handle.toLowerCase()),
  );
}
