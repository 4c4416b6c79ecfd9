import type { Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { ERROR_MESSAGES, OAUTH_SCOPE, PATHS } from '@flowscope/shared-api/contract';
import type { AppContext } from '../context.ts';
import { isRegisteredRedirect } from '../oauth/redirect-uris.ts';
import { TEST_USERS } from '../store/users.ts';
import { renderAuthorizePage, renderErrorPage } from '../views/authorize-page.ts';
import { htmlPage } from '../views/page-response.ts';

const AuthorizeQuerySchema = z.object({
  client_id: z.string().check(z.regex(/^\d{17,19}$/)),
  redirect_uri: z.string().check(
    z.maxLength(2048),
    z.refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value)),
  ),
  response_type: z.literal('code'),
  state: z.string().check(z.minLength(1), z.maxLength(512)),
  scope: z._default(z.string().check(z.maxLength(200)), OAUTH_SCOPE),
});

const DecisionSchema = z.extend(z.omit(AuthorizeQuerySchema, { response_type: true }), {
  user: z._default(z.enum(['premium', 'free']), 'premium'),
  decision: z.enum(['authorize', 'cancel']),
});

/** The platform's own wording when an application asks for an unregistered callback. */
const UNREGISTERED_REDIRECT_MESSAGE = 'Invalid OAuth2 redirect_uri';

function invalid(c: Context): Response {
  return htmlPage(c, renderErrorPage(ERROR_MESSAGES.invalidOAuthParameters), 400);
}

/** Never a redirect to an address the application did not register: an open redirect. */
function unregistered(c: Context, redirectUri: string): Response {
  return htmlPage(
    c,
    renderErrorPage(
      UNREGISTERED_REDIRECT_MESSAGE,
      `${redirectUri} is not a redirect URI registered for this application, so sign-in ` +
        'cannot continue. Ask the application owner to register it (OAUTH_REDIRECT_URIS).',
    ),
    400,
  );
}

function redirectWith(c: Context, redirectUri: string, params: Record<string, string>): Response {
  const target = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return c.redirect(target.toString(), 302);
}

/**
 * The chat platform's authorization endpoint, simulated: a consent page where the tester
 * picks the premium or the free test user; Authorize redirects back with a single-use
 * code and the state, Cancel with error=access_denied. Both go only to registered
 * redirect URIs.
 */
export function registerOAuthRoutes(
  app: Hono,
  ctx: AppContext,
  redirectUris: readonly string[],
): void {
  app.get(PATHS.oauthAuthorize, (c) => {
    const parsed = AuthorizeQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return invalid(c);
    const { client_id, redirect_uri, state, scope } = parsed.data;
    if (!isRegisteredRedirect(redirect_uri, redirectUris)) return unregistered(c, redirect_uri);
    return htmlPage(c, renderAuthorizePage({ client_id, redirect_uri, state, scope }), 200, [
      new URL(redirect_uri).origin,
    ]);
  });

  app.post(PATHS.oauthAuthorize, async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      return invalid(c);
    }
    const parsed = DecisionSchema.safeParse(form);
    if (!parsed.success) return invalid(c);
    const { redirect_uri, state, decision, user } = parsed.data;
    // The form is only a request: a hand-made POST is checked like the page's query.
    if (!isRegisteredRedirect(redirect_uri, redirectUris)) return unregistered(c, redirect_uri);
    if (decision === 'cancel') {
      return redirectWith(c, redirect_uri, {
        error: 'access_denied',
        error_description: 'The resource owner or authorization server denied the request',
        state,
      });
    }
    const code = ctx.store.codes.issue(TEST_USERS[user].id, redirect_uri, state, ctx.now());
    return redirectWith(c, redirect_uri, { code, state });
  });
}
