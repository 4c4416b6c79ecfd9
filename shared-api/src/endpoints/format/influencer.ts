/**
 * Avatars load by handle from an image bucket as {handle}.jpg (data-screens §3). The
 * bucket is the product's public image store.
 */
export const AVATAR_BUCKET_URL = 'https://images.flowscope.io/influencers';

export function avatarUrl(handle: string): string {
  return `${AVATAR_BUCKET_URL}/${encodeURIComponent(handle)}.jpg`;
}

/** The influencer's profile on the social network ({host} profile link). */
export function xProfileUrl(handle: string): string {
  return `https://x.com/${encodeURIComponent(handle)}`;
}
