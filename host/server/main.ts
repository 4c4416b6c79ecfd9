import { join } from 'node:path';
import { resolvePort } from '@flowscope/tooling/ports';
import { exitWithParent } from '@flowscope/tooling/exit-with-parent';
import { createStaticServer, listen } from '@flowscope/tooling/static-server';
import { contentSecurityPolicy } from '@flowscope/tooling/security-headers';
import { proxyToApi } from './api-proxy.ts';
import { runtimeConfigFromEnv } from './host-env.ts';

const config = (() => {
  try {
    return runtimeConfigFromEnv(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
})();
const configBody = JSON.stringify(config);
const port = resolvePort('host');

const server = createStaticServer({
  root: join(import.meta.dirname, '..', 'dist'),
  allowedOrigins: [],
  spaFallback: true,
  // Scripts and calls only from the host, the configured remotes and the API.
  contentSecurityPolicy: contentSecurityPolicy({
    remotes: Object.values(config.remotes),
    apiBaseUrl: config.apiBaseUrl,
    ...(config.avatarBucketUrl ? { avatarBucketUrl: config.avatarBucketUrl } : {}),
  }),
  handle: async (req, res, url) => {
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (url.pathname === '/runtime-config.json') {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(configBody);
      return true;
    }
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      await proxyToApi(req, res, url, config.apiBaseUrl);
      return true;
    }
    return false;
  },
});

await listen(server, port);
console.log(`host (${config.mode}) serving on http://localhost:${port}, API ${config.apiBaseUrl}`);

const stop = (): void => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
exitWithParent(stop);
