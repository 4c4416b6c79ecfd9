import { createContext } from 'react';

/**
 * False while the rows on screen are a stand-in (the previous view's, or the answer from
 * before sign-in): their stars may say the opposite of the trader's own favourites, so they
 * hold still until the trader's answer arrives.
 */
export const StarsReadyContext = createContext(true);
