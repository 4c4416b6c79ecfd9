import { useIsAuthenticated } from '@flowscope/shared-api';
import { PageSection } from '@flowscope/shared-ui';
import { CEX_FAVORITES, DEX_FAVORITES } from './markets.ts';
import { FavoritesSection } from './FavoritesSection.tsx';
import { FavoritesSignIn } from './FavoritesSignIn.tsx';

/** Favorites (spec §2): the signed-in trader's CEX and DEX favourites, each in its own table. */
export default function FavoritesScreen() {
  const signedIn = useIsAuthenticated();
  return (
    <PageSection title="Favorites">
      {signedIn ? (
        <>
          <FavoritesSection view={CEX_FAVORITES} />
          <FavoritesSection view={DEX_FAVORITES} />
        </>
      ) : (
        <FavoritesSignIn />
      )}
    </PageSection>
  );
}
