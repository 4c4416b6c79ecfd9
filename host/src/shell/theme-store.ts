import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { THEME_STORAGE_KEY } from '@flowscope/shared-api';
import type { ColorMode } from '@flowscope/shared-ui';

interface ThemeState {
  mode: ColorMode;
  toggle: () => void;
}

/** The trader's light/dark choice; dark by default (spec §1), kept across visits. */
export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      mode: 'dark',
      toggle: () => set((state) => ({ mode: state.mode === 'dark' ? 'light' : 'dark' })),
    }),
    { name: THEME_STORAGE_KEY, partialize: (state) => ({ mode: state.mode }) },
  ),
);
