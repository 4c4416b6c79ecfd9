import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { FlowscopeThemeProvider } from './ThemeProvider.tsx';
import type { ColorMode } from './tokens.ts';

const DEFAULT_COLOR_MODE: ColorMode = 'dark';

export interface ColorModeControls {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
  toggleMode: () => void;
}

const ColorModeContext = createContext<ColorModeControls | null>(null);

export interface ColorModeProviderProps {
  /** The mode to start in, e.g. the one the host read from storage. Dark when absent. */
  initialMode?: ColorMode;
  /** Called on every change, so the host can persist the choice. */
  onModeChange?: (mode: ColorMode) => void;
  children: ReactNode;
}

/**
 * Owns the light/dark choice and applies the matching theme. Persisting the choice is the
 * host's job (it knows the storage key); this only reports changes.
 */
export function ColorModeProvider({
  initialMode = DEFAULT_COLOR_MODE,
  onModeChange,
  children,
}: ColorModeProviderProps) {
  const [mode, setModeState] = useState<ColorMode>(initialMode);
  const controls = useMemo<ColorModeControls>(() => {
    const setMode = (next: ColorMode) => {
      setModeState(next);
      onModeChange?.(next);
    };
    return { mode, setMode, toggleMode: () => setMode(mode === 'dark' ? 'light' : 'dark') };
  }, [mode, onModeChange]);
  return (
    <ColorModeContext value={controls}>
      <FlowscopeThemeProvider mode={mode}>{children}</FlowscopeThemeProvider>
    </ColorModeContext>
  );
}

/** The current colour mode and the functions that change it; needs a ColorModeProvider. */
export function useColorMode(): ColorModeControls {
  const controls = use(ColorModeContext);
  if (!controls) throw new Error('useColorMode must be used inside a ColorModeProvider');
  return controls;
}
