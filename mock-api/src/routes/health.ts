import type { Hono } from 'hono';
import { PATHS } from '@flowscope/shared-api/contract';
import type { AppContext } from '../context.ts';

const SERVICE_NAME = 'flowscope-mock-api';

/** GET /health (and GET /auth/health, which the debug page calls). Never faulted. */
export function registerHealthRoutes(app: Hono, ctx: AppContext): void {
  const health = () => ({
    status: 'ok',
    service: SERVICE_NAME,
    timestamp: new Date(ctx.now()).toISOString(),
  });
  app.get(PATHS.health, (c) => c.json(health()));
  app.get('/auth/health', (c) => c.json(health()));
}
