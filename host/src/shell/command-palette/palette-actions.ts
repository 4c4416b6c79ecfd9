import { notifyError, notifySuccess } from '@flowscope/shared-api';
import type { PaletteItem } from './palette-items.ts';

export interface PaletteActionContext {
  themeMode: 'dark' | 'light';
  toggleTheme: () => void;
  signedIn: boolean;
  /** Signs in or out, as the header's button does. */
  toggleSignIn: () => void;
  /** The link of the view on screen, filters and all. */
  currentUrl: () => string;
  writeClipboard?: (text: string) => Promise<void>;
}

function copyLink(context: PaletteActionContext) {
  const write = context.writeClipboard ?? ((text: string) => navigator.clipboard.writeText(text));
  write(context.currentUrl()).then(
    () => notifySuccess('Link copied', 'The link to this view is on your clipboard.'),
    () => notifyError('Copy failed', 'The browser did not allow copying the link.'),
  );
}

/** The palette's actions: theme, sign-in and the current view's link. */
export function actionItems(context: PaletteActionContext): PaletteItem[] {
  return [
    {
      id: 'action:theme',
      label: context.themeMode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme',
      group: 'Actions',
      run: context.toggleTheme,
    },
    {
      id: 'action:sign-in',
      label: context.signedIn ? 'Sign out' : 'Sign in with Discord',
      group: 'Actions',
      run: context.toggleSignIn,
    },
    {
      id: 'action:copy-link',
      label: 'Copy link to this view',
      group: 'Actions',
      run: () => copyLink(context),
    },
  ];
}
