import {
  FAVORITES_OUTAGE_TITLE,
  useFavoritesOutage,
  useIsAuthenticated,
  SCREEN_ROUTES,
} from '@flowscope/shared-api';
import { ErrorBox, PageSection } from '@flowscope/shared-ui';
import { CEX_FAVORITES, DEX_FAVORITES } from './markets.ts';
import { FavoritesSection } from './FavoritesSection.tsx';
import { FavoritesSignIn } from './FavoritesSignIn.tsx';

/** Favorites (spec §2): the signed-in trader's CEX and DEX favourites, each in its own table. */
export default function FavoritesScreen() {
  const signedIn = useIsAuthenticated();
  return (
    <PageSection title={SCREEN_ROUTES.favorites.heading}>
      {signedIn ? <SignedInFavorites /> : <FavoritesSignIn />}
    </PageSection>
  );
}

/** Both tables; when neither market could be loaded, one 'Failed to Load Favorites' with Retry. */
function SignedInFavorites() {
  const outage = useFavoritesOutage();
  if (outage.failed) {
    return (
      <ErrorBox
        title={FAVORITES_OUTAGE_TITLE}
        message="Neither your CEX nor your DEX favourites could be loaded. Your favourites are kept; try again."
        retryLabel="Retry"
        onRetry={outage.retry}
      />
    );
  }
  return (
    <>
      <FavoritesSection view={CEX_FAVORITES} />
      <FavoritesSection view={DEX_FAVORITES} />
    </>
  );
}
