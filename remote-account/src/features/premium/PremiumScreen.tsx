import { useViewerLabel } from '@flowscope/shared-api';
import { ScreenPlaceholder } from '@flowscope/shared-ui';

export default function PremiumScreen() {
  return <ScreenPlaceholder title="Get Premium" viewer={useViewerLabel()} />;
}
