import { getApiConfig } from '../../config/api-config.ts';
import { buildApiUrl, currentPageLocation } from '../../http/address.ts';

/**
 * Avatars load by handle from an image bucket as {handle}.jpg (data-screens §3). The bucket
 * is configured per deployment (runtime config); by default it sits beside the API, under
 * `/avatars`, following the API's address rules.
 */
export function avatarBucketUrl(): string {
  const config = getApiConfig();
  return (config.avatarBucketUrl ?? buildApiUrl('/avatars', config, currentPageLocation())).replace(
    /\/$/,
    '',
  );
}

export function avatarUrl(handle: string): string {
  return `${avatarBucketUrl()}/${encodeURIComponent(handle)}.jpg`;
}

/** The influencer's profile on the social network ({host} profile link). */
export function xProfileUrl(handle: string): string {
  return `https://x.com/${encodeURIComponent(handle)}`;
}
