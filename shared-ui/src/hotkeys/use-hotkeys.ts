import { useEffect, useRef } from 'react';
import { hotkeyOf } from './hotkey-of.ts';

/** What each hotkey does; a missing key does nothing. */
export type HotkeyActions = Partial<Record<string, () => void>>;

/**
 * Listens for single-key hotkeys on the document while mounted. The latest actions are
 * used without re-subscribing, so a screen can pass a fresh object each render.
 */
export function useHotkeys(actions: HotkeyActions, enabled = true): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const key = hotkeyOf(event);
      if (key === null) return;
      const action = latest.current[key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
