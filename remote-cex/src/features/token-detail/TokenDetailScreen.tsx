import { useViewerLabel } from '@flowscope/shared-api';
import { ScreenPlaceholder } from '@flowscope/shared-ui';

export default function TokenDetailScreen() {
  return <ScreenPlaceholder title="Token Detail" viewer={useViewerLabel()} />;
}
