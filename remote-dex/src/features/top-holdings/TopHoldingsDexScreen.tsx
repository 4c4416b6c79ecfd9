import { useViewerLabel } from '@flowscope/shared-api';
import { ScreenPlaceholder } from '@flowscope/shared-ui';

export default function TopHoldingsDexScreen() {
  return <ScreenPlaceholder title="Top Holdings" viewer={useViewerLabel()} />;
}
