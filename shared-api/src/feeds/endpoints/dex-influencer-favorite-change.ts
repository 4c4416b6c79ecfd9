import { influencerFavoritePayload } from './cex-influencer-favorite-change.ts';
import { runFavoriteAction, type FavoriteChange, PATHS } from '@flowscope/shared-api';

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
