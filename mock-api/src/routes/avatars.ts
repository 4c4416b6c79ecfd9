import type { Hono } from 'hono';
import { renderAvatarSvg } from '../views/avatar.ts';

/** Handles are short words; anything else is not an avatar this bucket could hold. */
const AVATAR_FILE = /^([A-Za-z0-9_]{1,32})\.jpg$/;

/**
 * GET /avatars/{handle}.jpg: the influencer image bucket, simulated. Every handle gets a
 * generated picture, so the app's avatars load without an outside service.
 */
export function registerAvatarRoutes(app: Hono): void {
  app.get('/avatars/:file', (c) => {
    const match = AVATAR_FILE.exec(c.req.param('file'));
    if (!match?.[1]) return c.json({ message: 'Unknown avatar' }, 404);
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(renderAvatarSvg(match[1]));
  });
}
