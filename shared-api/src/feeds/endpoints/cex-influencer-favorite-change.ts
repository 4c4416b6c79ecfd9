import { type InfluencerFavoriteRequest, PATHS } from '@flowscope/shared-api/contract';
import { runFavoriteAction, type FavoriteChange, apiUserId } from '@flowscope/shared-api';

/** user_id and twitter_handle (without a leading @). */
export function influencerFavoritePayload(twitterHandle: string): InfluencerFavoriteRequest {
  return { user_id: apiUserId(), twitter_handle: twitterHandle.trim().replace(/^@/, '') };
}

/** POST /add_to_cex_favorite_influencers (follow); never throws, premium needed. */
export function addCexFavoriteInfluencer(twitterHandle: string): Promise<FavoriteChange> {
  return runFavoriteAction(
    PATHS.addCexFavoriteInfluencer,
    influencerFavoritePayload(twitterHandle),
  );
}

/**
 * POST /remove_from_cex_favorites_influencers (unfollow); never throws. The spec names
 * the path twice; the call table's first spelling is used and the API serves both.
 */
export function removeCexFavoriteInfluencer(twitterHandle: string): Promise<FavoriteChange> {
  return runFavoriteAction(
    PATHS.removeCexFavoriteInfluencer,
    influencerFavoritePayload(twitterHandle),
  );
}
