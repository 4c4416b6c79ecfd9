import {
  addDexFavorite,
  removeDexFavorite,
  useFavoriteToggle,
  usePremiumRedirect,
  type DexTokenDetailView,
} from '@flowscope/shared-api';
import { useState } from 'react';

export interface DexFavourite {
  /** The star as it shows: the click at once, then the API's answer. */
  favourite: boolean;
  toggle: (isFavourite: boolean) => void;
}

/**
 * The page's favourite star on the shared favourite toggle (DEX market): the star flips in
 * the click, a refusal puts it back (Non-premium goes to /premium), and the lists and the
 * Favorites that show the token follow (their answers, and this page's, are refetched).
 */
export function useDexFavourite(detail: DexTokenDetailView | null): DexFavourite {
  const goToPremium = usePremiumRedirect();
  const toggleFavourite = useFavoriteToggle<DexTokenDetailView>({
    add: addDexFavorite,
    remove: removeDexFavorite,
    marketOf: () => 'dex',
    onPremiumRequired: () => goToPremium('favorite'),
  });
  // What the trader clicked, until the page's answer says the same (or the change fails).
  const [clicked, setClicked] = useState<{ address: string; favourite: boolean } | null>(null);
  const answered = detail?.favorites ?? false;
  const pending = clicked !== null && detail !== null && clicked.address === detail.address;
  if (pending && clicked.favourite === answered) {
    // The answer caught up: it speaks for itself now (adjusting state while rendering).
    setClicked(null);
  }
  return {
    favourite: pending ? clicked.favourite : answered,
    toggle: (isFavourite) => {
      if (detail === null) return;
      setClicked({ address: detail.address, favourite: !isFavourite });
      void toggleFavourite(detail, isFavourite).then((ok) => {
        if (!ok) setClicked(null);
      });
    },
  };
}
