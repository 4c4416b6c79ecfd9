import { lazy, Suspense, useState, type RefObject } from 'react';
import { TIME_PERIODS, type TimePeriod } from '@flowscope/core';
import { hasFavouriteControls, moveItemFocus, toggleFocusedFavourite } from './item-focus.ts';
import { screenHotkeyHelp, type HotkeyHelp, type HotkeyItems } from './screen-hotkeys.ts';
import { useHotkeys, type HotkeyActions } from './use-hotkeys.ts';

const HotkeysHelpDialog = lazy(() => import('./HotkeysHelpDialog.tsx'));

/** The header's token search (the shell's search box). */
const HEADER_SEARCH = '[role="search"] input';

export interface ScreenHotkeysProps {
  /** The screen whose rows or cards j, k and f act on. */
  scope: RefObject<HTMLElement | null>;
  /** What j and k move between. */
  items: HotkeyItems;
  onRefresh: () => void;
  /** Picks a time tab; the screens without tabs leave it out, and 1-4 do nothing. */
  onTimePeriod?: (period: TimePeriod) => void;
}

/** A data or feed screen's hotkeys and their '?' help dialog. */
export function ScreenHotkeys({ scope, items, onRefresh, onTimePeriod }: ScreenHotkeysProps) {
  // The help is drawn when asked for, so it lists 'f' only when stars are on screen then.
  const [help, setHelp] = useState<HotkeyHelp[] | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);

  const actions: HotkeyActions = {
    j: () => scope.current && moveItemFocus(scope.current, 1),
    k: () => scope.current && moveItemFocus(scope.current, -1),
    f: () => scope.current && toggleFocusedFavourite(scope.current),
    r: onRefresh,
    '/': () => document.querySelector<HTMLInputElement>(HEADER_SEARCH)?.focus(),
    '?': () => {
      setHelp(
        screenHotkeyHelp({
          timeTabs: onTimePeriod !== undefined,
          items,
          favourites: scope.current !== null && hasFavouriteControls(scope.current),
        }),
      );
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

  return help !== null ? (
    <Suspense fallback={null}>
      <HotkeysHelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} hotkeys={help} />
    </Suspense>
  ) : null;
}
