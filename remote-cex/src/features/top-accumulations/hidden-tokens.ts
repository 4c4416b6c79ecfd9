import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface HiddenTokensState {
  symbols: string[];
  hide: (symbol: string) => void;
  showAll: () => void;
}

/**
 * The rows a trader removed from Top Accumulations ('Remove' on a row). The spec names the
 * action only; removing hides the coin from this list in this browser, and 'Show removed'
 * brings every one back, so nothing is lost.
 */
export const useHiddenTokens = create<HiddenTokensState>()(
  persist(
    (set) => ({
      symbols: [],
      hide: (symbol) => set((state) => ({ symbols: [...new Set([...state.symbols, symbol])] })),
      showAll: () => set({ symbols: [] }),
    }),
    {
      name: 'flowscope.cex.top-accumulations.hidden',
      partialize: (state) => ({ symbols: state.symbols }),
    },
  ),
);
