import { MOCK_GUILDS, isMockSession } from '../auth/mock-sign-in.ts';
import { notifyError, notifySuccess, errorMessageOf } from '../notifications/index.ts';
import { refreshGuilds } from '../session/guilds.ts';
import { disconnectPlatform } from '../session/session-actions.ts';
import { useSessionStore, type UserGuild } from '../session/session-store.ts';
import { announceSignIn } from '../session/sign-in-notices.ts';
import {
  DEBUG_POPUP_HEIGHT,
  DEBUG_POPUP_WIDTH,
  isCancellation,
  OAUTH_ERRORS,
} from './oauth-constants.ts';
import { signInWithPopup } from './popup-flow.ts';

/** The Discord debug page's notice titles (spec §8 'Other titles'). */
const DEBUG_NOTICE_TITLES = {
  connectionFailed: 'Discord Connection Failed',
  authorizationFailed: 'Discord Authorization Failed',
  disconnectFailed: 'Disconnect Failed',
  refreshFailed: 'Refresh Failed',
} as const;

/** The debug page's check before a guild refresh or a disconnect (spec §8). */
export const DISCORD_NOT_CONNECTED = 'Discord is not connected';

/** Failures before Discord answered (no popup, no configuration, closed, too slow). */
function isConnectionFailure(message: string): boolean {
  return (
    message === OAUTH_ERRORS.notConfigured ||
    message === OAUTH_ERRORS.popupBlockedByBrowser ||
    message === OAUTH_ERRORS.timeout ||
    isCancellation(message)
  );
}

function shortMessage(message: string): string {
  return message === OAUTH_ERRORS.notConfigured ? OAUTH_ERRORS.notConfiguredShort : message;
}

/**
 * The debug page's 'Connect Discord': the popup flow in a 600x800 window. A failure before
 * Discord answered is a 'Discord Connection Failed', one after it a 'Discord Authorization
 * Failed'. Resolves true when connected.
 */
export async function connectDiscordForDebug(): Promise<boolean> {
  try {
    const user = await signInWithPopup({
      size: { width: DEBUG_POPUP_WIDTH, height: DEBUG_POPUP_HEIGHT },
      blockedMessage: OAUTH_ERRORS.popupBlockedByBrowser,
    });
    await announceSignIn(user);
    return true;
  } catch (error) {
    const message = errorMessageOf(error);
    const title = isConnectionFailure(message)
      ? DEBUG_NOTICE_TITLES.connectionFailed
      : DEBUG_NOTICE_TITLES.authorizationFailed;
    notifyError(title, shortMessage(message));
    return false;
  }
}

/** 'Disconnect': only the platform connection (spec §4); 'Disconnect Failed' without one. */
export function disconnectDiscordForDebug(): boolean {
  if (!useSessionStore.getState().user) {
    notifyError(DEBUG_NOTICE_TITLES.disconnectFailed, DISCORD_NOT_CONNECTED);
    return false;
  }
  disconnectPlatform();
  notifySuccess('Discord disconnected');
  return true;
}

/**
 * 'Refresh guilds'. The API has no guild path (spec §7: 'their paths are not shown'), so the
 * guilds come with the sign-in; the mock stand-in's session gets the mock guilds again.
 */
export async function refreshGuildsForDebug(): Promise<UserGuild[] | null> {
  const { user, tokens, guilds } = useSessionStore.getState();
  if (!user || !tokens) {
    notifyError(DEBUG_NOTICE_TITLES.refreshFailed, DISCORD_NOT_CONNECTED);
    return null;
  }
  try {
    return await refreshGuilds(() => Promise.resolve(isMockSession(tokens) ? MOCK_GUILDS : guilds));
  } catch (error) {
    notifyError(DEBUG_NOTICE_TITLES.refreshFailed, errorMessageOf(error));
    return null;
  }
}
