import { useViewerLabel } from '@flowscope/shared-api';
import { ScreenPlaceholder } from '@flowscope/shared-ui';

export default function InfluencerFeedDexScreen() {
  return <ScreenPlaceholder title="Influencer Feed" viewer={useViewerLabel()} />;
}
