import { ManageFollowingScreen } from './ManageFollowingScreen.tsx';
import { DEX_MANAGE } from './markets.tsx';

/** /influencer-feed-dex/manage-following-influencers */
export default function ManageFollowingDexScreen() {
  return <ManageFollowingScreen config={DEX_MANAGE} />;
}
