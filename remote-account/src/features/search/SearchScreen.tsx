import { useViewerLabel } from '@flowscope/shared-api';
import { ScreenPlaceholder } from '@flowscope/shared-ui';

export default function SearchScreen() {
  return <ScreenPlaceholder title="Search Engine" viewer={useViewerLabel()} />;
}
