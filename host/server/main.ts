import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { resolvePort } from '@flowscope/tooling/ports';
import { exitWithParent } from '@flowscope/tooling/exit-with-parent';
import { createStaticServer, isAssetPath, listen } from '@flowscope/tooling/static-server';
import {
  contentSecurityPolicy,
  serviceWorkerContentSecurityPolicy,
} from '@flowscope/tooling/security-headers';
import { proxyToApi } from './api-proxy.ts';
import { PreloadHints } from './preload-hints.ts';
import { runtimeConfigFromEnv, servedOverHttps } from './host-env.ts';

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

// `HOST_DIST_DIR=monolith/dist` serves the single-bundle build (`npm run build:monolith`).
const distDir = resolve(import.meta.dirname, '..', process.env.HOST_DIST_DIR ?? 'dist');

// A page of a remote's screen names, in its response, what it will fetch one after another
// (manifest, entry, expose, screen chunk), so the browser fetches them at once. The
// single-bundle build has no remotes to hint.
const preloadHints = existsSync(join(distDir, 'mf-manifest.json'))
  ? new PreloadHints(config.remotes)
  : undefined;

const cspSources = {
  remotes: Object.values(config.remotes).map((remote) => remote.manifest),
  apiBaseUrl: config.apiBaseUrl,
  ...(config.avatarBucketUrl ? { avatarBucketUrl: config.avatarBucketUrl } : {}),
};
// The worker keeps the policy it was installed with: its own lets it reach a remote added later.
const serviceWorkerCsp = serviceWorkerContentSecurityPolicy(cspSources);

const server = createStaticServer({
  root: distDir,
  allowedOrigins: [],
  servedOverHttps: servedOverHttps(config),
  spaFallback: true,
  // Scripts and calls only from the host, the configured remotes and the API.
  contentSecurityPolicy: contentSecurityPolicy(cspSources),
  handle: async (req, res, url) => {
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (url.pathname === '/sw.js') res.setHeader('Content-Security-Policy', serviceWorkerCsp);
    if (url.pathname === '/runtime-config.json') {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      // Revalidated on every load, as on the edge; no-store would keep the page's preload of
      // it from being used.
      res.setHeader('Cache-Control', 'no-cache');
      res.end(configBody);
      return true;
    }
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      await proxyToApi(req, res, url, config.apiBaseUrl);
      return true;
    }
    if (preloadHints && req.method === 'GET' && !isAssetPath(url.pathname)) {
      res.setHeader('Link', preloadHints.linkFor(url.pathname));
    }
    return false;
  },
});

await preloadHints?.warm();
await listen(server, port);
console.log(`host (${config.mode}) serving on http://localhost:${port}, API ${config.apiBaseUrl}`);

const stop = (): void => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
exitWithParent(stop);
