import { useViewerLabel } from '@flowscope/shared-api';
import { ScreenPlaceholder } from '@flowscope/shared-ui';

export default function AlphaFeedScreen() {
  return <ScreenPlaceholder title="Alpha Feed" viewer={useViewerLabel()} />;
}
