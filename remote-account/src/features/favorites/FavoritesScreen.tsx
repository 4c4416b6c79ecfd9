import { useIsAuthenticated } from '@flowscope/shared-api';
import { CEX_FAVORITES, DEX_FAVORITES } from './markets.ts';
import { FavoritesSection } from './FavoritesSection.tsx';
import { FavoritesSignIn } from './FavoritesSignIn.tsx';

/** Favorites (spec §2): the signed-in trader's CEX and DEX favourites, each in its own table. */
export default function FavoritesScreen() {
  const signedIn = useIsAuthenticated();
  return (
    <section
      aria-labelledby="favorites-title"
      css={(theme) => ({
        display: 'grid',
        gap: theme.spacing.xl,
        padding: theme.spacing.lg,
        minWidth: 0,
      })}
    >
      <h1 id="favorites-title" css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.h1 })}>
        Favorites
      </h1>
      {signedIn ? (
        <>
          <FavoritesSection view={CEX_FAVORITES} />
          <FavoritesSection view={DEX_FAVORITES} />
        </>
      ) : (
        <FavoritesSignIn />
      )}
    </section>
  );
}
