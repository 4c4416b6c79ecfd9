import { TIME_PERIODS } from '../components/tabs/TimeTabs.tsx';

/** One line of the '?' help: the keys and what they do. */
export interface HotkeyHelp {
  keys: readonly string[];
  description: string;
}

/** The data screens' hotkeys, as the help dialog lists them. */
export function dataScreenHotkeyHelp(options: { timeTabs: boolean }): HotkeyHelp[] {
  return [
    ...(options.timeTabs
      ? [
          {
            keys: TIME_PERIODS.map((_period, index) => String(index + 1)),
            description: `Pick the time tab (${TIME_PERIODS.join(', ')})`,
          },
        ]
      : []),
    { keys: ['j'], description: 'Focus the next row' },
    { keys: ['k'], description: 'Focus the previous row' },
    { keys: ['f'], description: 'Favourite or unfavourite the focused row' },
    { keys: ['r'], description: 'Refresh the data' },
    { keys: ['/'], description: 'Focus the search' },
    { keys: ['Ctrl', 'K'], description: 'Open the command palette (⌘K on a Mac)' },
    { keys: ['Ctrl', 'K'], description: 'Open the command palette' },
    { keys: ['?'], description: 'Show these shortcuts' },
  ];
}
