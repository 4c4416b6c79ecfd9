import { join } from 'node:path';
import { DEFAULT_PORTS, resolvePort, type AppName } from '../ports.ts';
import { exitWithParent } from './exit-with-parent.ts';
import { createStaticServer, listen, parseAllowedOrigins } from './static-server.ts';
import { readPackageJson } from '../package-json.ts';

function appNameOf(packageDir: string): AppName {
  const { name } = readPackageJson(packageDir);
  const app = name.replace('@flowscope/', '');
  if (!(app in DEFAULT_PORTS)) throw new Error(`${name} is not a servable Flowscope app`);
  return app as AppName;
}

/** Serves a remote's production build from its own origin, as its team would deploy it. */
export async function serveRemote(packageDir: string): Promise<void> {
  const app = appNameOf(packageDir);
  const port = resolvePort(app);
  const hostPort = resolvePort('host');
  const allowedOrigins = parseAllowedOrigins(process.env.ALLOWED_ORIGINS, [
    `http://localhost:${hostPort}`,
    `http://127.0.0.1:${hostPort}`,
  ]);
  const server = createStaticServer({
    root: join(packageDir, 'dist'),
    allowedOrigins,
    spaFallback: true,
  });
  await listen(server, port);
  console.log(`${app} serving ${join(packageDir, 'dist')} on http://localhost:${port}`);
  const stop = (): void => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  exitWithParent(stop);
}
