import type { Hono } from 'hono';
import { ALERT_PATHS, SetWebhookRequestSchema } from '@flowscope/shared-api/contract';
import type { AlertServices } from '../alerts/alert-services.ts';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { readPayload } from '../http/payload.ts';
import { requireUser } from '../http/viewer.ts';
import { webhookSettings } from './webhook-store.ts';
import { webhookTargetProblem } from './webhook-target.ts';

const NO_WEBHOOK = 'No webhook is set: PUT /alerts/webhook {"url": "https://…"} first';

/**
 * The trader's webhook (sign-in needed, 401 otherwise): GET (never the secret), PUT {url}
 * (the first one answers the new secret, once), DELETE, POST …/secret (a new secret, once),
 * POST …/test (a test alert now; the first attempt's log entry), GET …/deliveries (the log).
 */
export function registerWebhookRoutes(app: Hono, ctx: AppContext, services: AlertServices): void {
  const { webhooks: store, dispatcher, webhookOptions } = services;

  app.get(ALERT_PATHS.webhook, (c) => {
    const user = requireUser(c, ctx.store, ctx.now());
    const webhook = store.get(user.id);
    return c.json({ result: 'ok', data: webhook ? webhookSettings(webhook) : null });
  });

  app.put(ALERT_PATHS.webhook, async (c) => {
    const user = requireUser(c, ctx.store, ctx.now());
    const { url } = await readPayload(c, SetWebhookRequestSchema);
    const problem = webhookTargetProblem(url, webhookOptions.allowPrivateTargets);
    if (problem !== null) throw new ApiError(400, problem);
    const { webhook, secret } = store.setUrl(user.id, url, ctx.now());
    return c.json({ result: 'ok', data: { webhook: webhookSettings(webhook), secret } });
  });

  app.delete(ALERT_PATHS.webhook, (c) => {
    const user = requireUser(c, ctx.store, ctx.now());
    if (!store.remove(user.id)) throw new ApiError(404, NO_WEBHOOK);
    return c.json({ result: 'ok' });
  });

  app.post(ALERT_PATHS.webhookSecret, (c) => {
    const user = requireUser(c, ctx.store, ctx.now());
    const rotated = store.rotateSecret(user.id, ctx.now());
    if (!rotated) throw new ApiError(404, NO_WEBHOOK);
    return c.json({
      result: 'ok',
      data: { webhook: webhookSettings(rotated.webhook), secret: rotated.secret },
    });
  });

  app.post(ALERT_PATHS.webhookTest, async (c) => {
    const user = requireUser(c, ctx.store, ctx.now());
    if (!store.get(user.id)) throw new ApiError(404, NO_WEBHOOK);
    const delivery = await dispatcher.sendTest(user.id);
    if (!delivery) throw new ApiError(404, NO_WEBHOOK);
    return c.json({ result: 'ok', data: delivery });
  });

  app.get(ALERT_PATHS.webhookDeliveries, (c) => {
    const user = requireUser(c, ctx.store, ctx.now());
    return c.json({ result: 'ok', data: store.deliveries(user.id) });
  });
}
