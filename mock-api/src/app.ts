import { Hono } from 'hono';

export function createApp(): Hono {
  const app = new Hono();
  app.get('/health', (c) =>
    c.json({ status: 'ok', service: 'flowscope-mock-api', timestamp: new Date().toISOString() }),
  );
  return app;
}
