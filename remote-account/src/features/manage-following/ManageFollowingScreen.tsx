import { useViewerLabel } from '@flowscope/shared-api';
import { ScreenPlaceholder } from '@flowscope/shared-ui';

export default function ManageFollowingScreen() {
  return <ScreenPlaceholder title="Manage Following Influencers" viewer={useViewerLabel()} />;
}
