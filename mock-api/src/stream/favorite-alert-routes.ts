import type { Hono } from 'hono';
import { ALERT_PATHS, MarkAlertsReadRequestSchema } from '@flowscope/shared-api/contract';
import type { AlertServices } from '../alerts/alert-services.ts';
import type { AppContext } from '../context.ts';
import { readPayload } from '../http/payload.ts';
import { requireUser } from '../http/viewer.ts';
import type { ClusterAlerts } from './cluster-alerts.ts';
import type { LiveHub } from './live-hub.ts';
import { liveToken } from './market-events.ts';

export const FAVORITE_ALERTS_PATH = ALERT_PATHS.favorites;
export const FAVORITE_ALERTS_READ_PATH = ALERT_PATHS.favoritesRead;

/**
 * GET /alerts/favorites: the signed-in trader's alerts on favourited tokens (newest first)
 * and the unread count. POST /alerts/favorites/read: marks alerts read. Returns the cluster
 * alerts, which the test control feeds with buys.
 */
export function registerFavoriteAlertRoutes(
  app: Hono,
  ctx: AppContext,
  hub: LiveHub,
  services: AlertServices,
): ClusterAlerts {
  const { favorites: alerts, clusters } = services;
  hub.onPublish((record) => alerts.record(record));
  hub.onPoll((market) => {
    const now = ctx.now();
    for (const token of clusters.observe(market, now)) {
      hub.publishAlert({
        venue: token.venue,
        token: liveToken(token),
        time: new Date(now).toISOString(),
      });
    }
  });

  app.get(FAVORITE_ALERTS_PATH, (c) => {
    const user = requireUser(c, ctx.store, ctx.now());
    // Catch up with the market first, so alerts do not wait for a stream client to poll.
    hub.poll();
    return c.json({ result: 'ok', data: alerts.list(user.id) });
  });

  app.post(FAVORITE_ALERTS_READ_PATH, async (c) => {
    const user = requireUser(c, ctx.store, ctx.now());
    const body = await readPayload(c, MarkAlertsReadRequestSchema);
    const { unread, marked } = alerts.markRead(user.id, body.ids ?? null, ctx.now());
    services.announceRead(user.id, marked);
    return c.json({ result: 'ok', data: { unread } });
  });
  return clusters;
}
