import { lazy, Suspense, useEffect, useState } from 'react';

const CommandPalette = lazy(() => import('./CommandPalette.tsx'));

/** Ctrl-K on Windows and Linux, ⌘K on a Mac; works even while typing in a field. */
function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (
    event.key.toLowerCase() === 'k' &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}

/** Opens the command palette on Ctrl-K / ⌘K on every screen; loads it on first use. */
export function CommandPaletteLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      // Ctrl-K is the browser's own search shortcut in some browsers: the palette wins here.
      event.preventDefault();
      setLoaded(true);
      setOpen((wasOpen) => !wasOpen);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
