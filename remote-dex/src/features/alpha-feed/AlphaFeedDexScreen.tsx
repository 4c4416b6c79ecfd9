import { useViewerLabel } from '@flowscope/shared-api';
import { ScreenPlaceholder } from '@flowscope/shared-ui';

export default function AlphaFeedDexScreen() {
  return <ScreenPlaceholder title="Alpha Feed" viewer={useViewerLabel()} />;
}
