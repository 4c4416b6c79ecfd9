import { avatarUrl, xProfileUrl } from '@flowscope/shared-api';

/** Fields every influencer list row has (data-screens §3, influencer list row). */
export interface InfluencerRowBase {
  /** The influencer's id on the server. */
  id: number;
  /** Running row number, from 1. */
  rank: number;
  twitterHandle: string;
  xLink: string;
  avatar: string;
  wallets: number;
  /** Trades in the last 30 days. */
  trades: number;
  /** Followed by this user. */
  favorites: boolean;
}

export function influencerRowBase(
  record: {
    id: number;
    twitter_handle: string;
    wallets: number;
    trades: number;
    favorites: boolean;
  },
  index: number,
): InfluencerRowBase {
  return {
    id: record.id,
    rank: index + 1,
    twitterHandle: record.twitter_handle,
    xLink: xProfileUrl(record.twitter_handle),
    avatar: avatarUrl(record.twitter_handle),
    wallets: record.wallets,
    trades: record.trades,
    favorites: record.favorites,
  };
}
