import { useViewerLabel } from '@flowscope/shared-api';
import { ScreenPlaceholder } from '@flowscope/shared-ui';

export default function TopAccumulationsScreen() {
  return <ScreenPlaceholder title="Top Accumulations" viewer={useViewerLabel()} />;
}
