import { lazy, Suspense, useMemo, useState, type RefObject } from 'react';
import { TIME_PERIODS, type TimePeriod } from '../components/tabs/TimeTabs.tsx';
import { dataScreenHotkeyHelp } from './data-screen-hotkeys.ts';
import { moveRowFocus, toggleFocusedFavourite } from './row-focus.ts';
import { useHotkeys, type HotkeyActions } from './use-hotkeys.ts';

const HotkeysHelpDialog = lazy(() => import('./HotkeysHelpDialog.tsx'));

/** The header's token search (the shell's search box). */
const HEADER_SEARCH = '[role="search"] input';

export interface DataScreenHotkeysProps {
  /** The screen whose rows j, k and f act on. */
  scope: RefObject<HTMLElement | null>;
  onRefresh: () => void;
  /** Picks a time tab; the screens without tabs leave it out, and 1-4 do nothing. */
  onTimePeriod?: (period: TimePeriod) => void;
}

/** A data screen's hotkeys and their '?' help dialog. */
export function DataScreenHotkeys({ scope, onRefresh, onTimePeriod }: DataScreenHotkeysProps) {
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpLoaded, setHelpLoaded] = useState(false);
  const timeTabs = onTimePeriod !== undefined;
  const help = useMemo(() => dataScreenHotkeyHelp({ timeTabs }), [timeTabs]);

  const actions: HotkeyActions = {
    j: () => scope.current && moveRowFocus(scope.current, 1),
    k: () => scope.current && moveRowFocus(scope.current, -1),
    f: () => scope.current && toggleFocusedFavourite(scope.current),
    r: onRefresh,
    '/': () => document.querySelector<HTMLInputElement>(HEADER_SEARCH)?.focus(),
    '?': () => {
      setHelpLoaded(true);
      setHelpOpen(true);
    },
  };
  if (onTimePeriod) {
    TIME_PERIODS.forEach((period, index) => {
      actions[String(index + 1)] = () => onTimePeriod(period);
    });
  }
  // While the help is open the dialog owns the keyboard.
  useHotkeys(actions, !helpOpen);

  return helpLoaded ? (
    <Suspense fallback={null}>
      <HotkeysHelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} hotkeys={help} />
    </Suspense>
  ) : null;
}
