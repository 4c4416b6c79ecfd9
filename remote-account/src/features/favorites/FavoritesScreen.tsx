import { useViewerLabel } from '@flowscope/shared-api';
import { ScreenPlaceholder } from '@flowscope/shared-ui';

export default function FavoritesScreen() {
  return <ScreenPlaceholder title="Favorites" viewer={useViewerLabel()} />;
}
