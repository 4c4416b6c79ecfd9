import { TIME_PERIODS } from '@flowscope/core';

/** One line of the '?' help: the keys and what they do. */
export interface HotkeyHelp {
  keys: readonly string[];
  description: string;
}

/** What j and k move between: the rows of a data screen's table or the cards of a feed. */
export type HotkeyItems = 'row' | 'card';

export interface ScreenHotkeyOptions {
  /** The screen has the 4h/24h/7d/30d time tabs (1-4). */
  timeTabs: boolean;
  items: HotkeyItems;
  /** The items carry a favourite star ('f'); anonymous tables and the feeds have none. */
  favourites: boolean;
}

/** A screen's hotkeys as the help dialog lists them: only the ones that work there. */
export function screenHotkeyHelp({
  timeTabs,
  items,
  favourites,
}: ScreenHotkeyOptions): HotkeyHelp[] {
  return [
    ...(timeTabs
      ? [
          {
            keys: TIME_PERIODS.map((_period, index) => String(index + 1)),
            description: `Pick the time tab (${TIME_PERIODS.join(', ')})`,
          },
        ]
      : []),
    { keys: ['j'], description: `Focus the next ${items}` },
    { keys: ['k'], description: `Focus the previous ${items}` },
    ...(favourites
      ? [{ keys: ['f'], description: `Favourite or unfavourite the focused ${items}` }]
      : []),
    { keys: ['r'], description: 'Refresh the data' },
    { keys: ['/'], description: 'Focus the search' },
    { keys: ['Ctrl', 'K'], description: 'Open the command palette (⌘K on a Mac)' },
    { keys: ['?'], description: 'Show these shortcuts' },
  ];
}
