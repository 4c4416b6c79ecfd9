import type { Hono } from 'hono';
import { LOGOS_PREFIX } from '@flowscope/shared-api/contract';
import { tokenByLogoKey } from '../analytics/logo-key.ts';
import type { AppContext } from '../context.ts';
import { renderLogoSvg } from '../views/logo.ts';

const LOGO_FILE = /^([a-z]+-[A-Za-z0-9]{1,64})\.svg$/;

/**
 * GET /logos/{key}.svg: every listed token's generated logo (the key is logo_url's, see
 * analytics/logo-key.ts). A key draws the same picture for ever, so it is cached for a year
 * as immutable; anything that is not a listed token's own key is a 404.
 */
export function registerLogoRoutes(app: Hono, ctx: AppContext): void {
  app.get(`${LOGOS_PREFIX}/:file`, (c) => {
    const key = LOGO_FILE.exec(c.req.param('file'))?.[1];
    const market = key ? ctx.market() : null;
    const token = key && market ? tokenByLogoKey(market, key) : undefined;
    if (!key || !market || !token || !market.isListed(token, ctx.now()))
      return c.json({ message: 'Unknown logo' }, 404);
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    // Opened on its own, the picture may run nothing and load nothing.
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(renderLogoSvg(key, token.ticker));
  });
}
