import { useViewerLabel } from '@flowscope/shared-api';
import { ScreenPlaceholder } from '@flowscope/shared-ui';

export default function InfluencerFeedScreen() {
  return <ScreenPlaceholder title="Influencer Feed" viewer={useViewerLabel()} />;
}
