import { serve } from '@hono/node-server';
import { resolvePort } from '@flowscope/tooling/ports';
import { createApp } from './app.ts';

const port = resolvePort('mock-api');
const server = serve({ fetch: createApp().fetch, port }, () => {
  console.log(`mock-api listening on http://localhost:${port}`);
});
const stop = (): void => {
  server.close(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
