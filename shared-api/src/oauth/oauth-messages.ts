import * as z from 'zod/mini';

/** The message types between the callback popup and its opener (spec §4 step 4). */
export const OAUTH_MESSAGE_TYPES = {
  callback: 'DISCORD_OAUTH_CALLBACK',
  success: 'DISCORD_OAUTH_SUCCESS',
  error: 'DISCORD_OAUTH_ERROR',
} as const;

/**
 * CALLBACK relays the code and state so the opener, which created the state, checks it and
 * exchanges the code. SUCCESS reports a sign-in the popup completed itself; it carries only
 * the state, and the opener picks the login up from the saved login it shares with the popup.
 * ERROR relays the failure text.
 */
const oauthMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal(OAUTH_MESSAGE_TYPES.callback),
    code: z.string().check(z.minLength(1)),
    state: z.string(),
  }),
  z.object({ type: z.literal(OAUTH_MESSAGE_TYPES.success), state: z.string() }),
  z.object({ type: z.literal(OAUTH_MESSAGE_TYPES.error), error: z.string() }),
]);

export type OAuthMessage = z.infer<typeof oauthMessageSchema>;

/**
 * The one gate for incoming messages: only from this app's own origin and only from the popup
 * this flow opened. Anything else (other tabs, other sites, extensions) is ignored.
 */
export function readOAuthMessage(event: MessageEvent, popup: Window): OAuthMessage | null {
  if (event.origin !== window.location.origin) return null;
  if (event.source !== popup) return null;
  const parsed = oauthMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** Posts to the opener, addressed to this app's own origin only. */
export function postToOpener(opener: Window, message: OAuthMessage): void {
  opener.postMessage(message, window.location.origin);
}
