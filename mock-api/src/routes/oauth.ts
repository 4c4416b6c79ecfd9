import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { ERROR_MESSAGES, OAUTH_SCOPE, PATHS } from '@flowscope/shared-api/contract';
import type { AppContext } from '../context.ts';
import { TEST_USERS } from '../store/users.ts';
import { renderAuthorizePage, renderErrorPage } from '../views/authorize-page.ts';

const AuthorizeQuerySchema = z.object({
  client_id: z.string().regex(/^\d{17,19}$/),
  redirect_uri: z
    .string()
    .max(2048)
    .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value)),
  response_type: z.literal('code'),
  state: z.string().min(1).max(512),
  scope: z.string().max(200).default(OAUTH_SCOPE),
});

const DecisionSchema = AuthorizeQuerySchema.omit({ response_type: true }).extend({
  user: z.enum(['premium', 'free']).default('premium'),
  decision: z.enum(['authorize', 'cancel']),
});

function invalid(c: Context): Response {
  return c.html(renderErrorPage(ERROR_MESSAGES.invalidOAuthParameters), 400);
}

function redirectWith(c: Context, redirectUri: string, params: Record<string, string>): Response {
  const target = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return c.redirect(target.toString(), 302);
}

/**
 * The chat platform's authorization endpoint, simulated: a consent page where the tester
 * picks the premium or the free test user; Authorize redirects back with a single-use
 * code and the state, Cancel with error=access_denied.
 */
export function registerOAuthRoutes(app: Hono, ctx: AppContext): void {
  app.get(PATHS.oauthAuthorize, (c) => {
    const parsed = AuthorizeQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return invalid(c);
    const { client_id, redirect_uri, state, scope } = parsed.data;
    return c.html(renderAuthorizePage({ client_id, redirect_uri, state, scope }));
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
