import { useState } from 'react';

/**
 * The text of a search input that follows the search it shows: the trader edits a draft,
 * and whenever the shown search changes (a submit elsewhere, Back, an example) the draft
 * becomes that search. `shown` null means "no search shown here": the draft is kept.
 */
export function useQueryDraft(shown: string | null): [string, (text: string) => void] {
  const [draft, setDraft] = useState(shown ?? '');
  const [lastShown, setLastShown] = useState(shown);
  // Adjusting state while rendering (not in an effect) avoids a frame with the stale text.
  if (lastShown !== shown) {
    setLastShown(shown);
    if (shown !== null) setDraft(shown);
  }
  return [draft, setDraft];
}
