import { PATHS } from '../contract/paths.ts';
import { influencerFavoritePayload } from './cex-influencer-favorite-change.ts';
import { runFavoriteAction } from './shared/favorite-action.ts';
import type { FavoriteChange } from './shared/results.ts';

/** POST /add_to_dex_favorite_influencers (follow); never throws, premium needed. */
export function addDexFavoriteInfluencer(twitterHandle: string): Promise<FavoriteChange> {
  return runFavoriteAction(
    PATHS.addDexFavoriteInfluencer,
    influencerFavoritePayload(twitterHandle),
  );
}

/** POST /remove_from_dex_influencer_favorites (unfollow); never throws. */
export function removeDexFavoriteInfluencer(twitterHandle: string): Promise<FavoriteChange> {
  return runFavoriteAction(
    PATHS.removeDexFavoriteInfluencer,
    influencerFavoritePayload(twitterHandle),
  );
}
