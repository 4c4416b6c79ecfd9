import { ManageFollowingScreen } from './ManageFollowingScreen.tsx';
import { CEX_MANAGE } from './markets.tsx';

/** /influencer-feed-cex/manage-following-influencers */
export default function ManageFollowingCexScreen() {
  return <ManageFollowingScreen config={CEX_MANAGE} />;
}
