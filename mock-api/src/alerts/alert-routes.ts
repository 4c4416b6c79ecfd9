import type { Context, Hono } from 'hono';
import {
  ALERT_PATHS,
  ALERT_RULES_PER_USER,
  CreateAlertRuleRequestSchema,
  MarkAlertsReadRequestSchema,
  UpdateAlertRuleRequestSchema,
} from '@flowscope/shared-api/contract';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { readPayload } from '../http/payload.ts';
import { requireUser } from '../http/viewer.ts';
import type { AlertServices } from './alert-services.ts';
import { ruleResponse } from './alert-rules-store.ts';
import { resolveRuleSpec } from './rule-targets.ts';

/** The rule id of `/alerts/rules/:id`; an id that cannot be one is a rule that does not exist. */
function ruleId(c: Context): number {
  const raw = c.req.param('id') ?? '';
  if (!/^\d{1,15}$/.test(raw)) throw new ApiError(404, `No alert rule ${raw}`);
  return Number(raw);
}

/**
 * The trader's inbox and rules (sign-in needed, 401 otherwise):
 * GET /alerts, POST /alerts/read; GET and POST /alerts/rules, PATCH and DELETE
 * /alerts/rules/:id. A rule names a token, influencer or wallet the market has (404
 * otherwise); a trader keeps at most ALERT_RULES_PER_USER rules (409 past it).
 */
export function registerAlertRoutes(app: Hono, ctx: AppContext, services: AlertServices): void {
  const { inbox, rules } = services;

  app.get(ALERT_PATHS.alerts, (c) => {
    const user = requireUser(c, ctx.store, ctx.now());
    services.catchUp();
    return c.json({ result: 'ok', data: inbox.list(user.id) });
  });

  app.post(ALERT_PATHS.read, async (c) => {
    const user = requireUser(c, ctx.store, ctx.now());
    const body = await readPayload(c, MarkAlertsReadRequestSchema);
    const { unread, marked } = inbox.markRead(user.id, body.ids ?? null, ctx.now());
    services.announceRead(user.id, marked);
    return c.json({ result: 'ok', data: { unread } });
  });

  app.get(ALERT_PATHS.rules, (c) => {
    const user = requireUser(c, ctx.store, ctx.now());
    const market = ctx.market();
    return c.json({
      result: 'ok',
      data: rules.list(user.id).map((rule) => ruleResponse(rule, market)),
    });
  });

  app.post(ALERT_PATHS.rules, async (c) => {
    const user = requireUser(c, ctx.store, ctx.now());
    const body = await readPayload(c, CreateAlertRuleRequestSchema);
    if (rules.count(user.id) >= ALERT_RULES_PER_USER) {
      throw new ApiError(
        409,
        `You have ${ALERT_RULES_PER_USER} alert rules, the most a trader may keep: delete one first`,
      );
    }
    const spec = resolveRuleSpec(ctx.market(), body.rule);
    const rule = rules.create(
      user.id,
      { spec, enabled: body.enabled, name: body.name ?? null },
      ctx.now(),
    );
    return c.json({ result: 'ok', data: ruleResponse(rule, ctx.market()) }, 201);
  });

  app.patch(`${ALERT_PATHS.rules}/:id`, async (c) => {
    const user = requireUser(c, ctx.store, ctx.now());
    const id = ruleId(c);
    const body = await readPayload(c, UpdateAlertRuleRequestSchema);
    if (!rules.get(user.id, id)) throw new ApiError(404, `No alert rule ${id}`);
    const spec = body.rule === undefined ? undefined : resolveRuleSpec(ctx.market(), body.rule);
    const rule = rules.update(
      user.id,
      id,
      { spec, enabled: body.enabled, name: body.name },
      ctx.now(),
    );
    if (!rule) throw new ApiError(404, `No alert rule ${id}`);
    return c.json({ result: 'ok', data: ruleResponse(rule, ctx.market()) });
  });

  app.delete(`${ALERT_PATHS.rules}/:id`, (c) => {
    const user = requireUser(c, ctx.store, ctx.now());
    const id = ruleId(c);
    if (!rules.delete(user.id, id)) throw new ApiError(404, `No alert rule ${id}`);
    return c.json({ result: 'ok' });
  });
}
