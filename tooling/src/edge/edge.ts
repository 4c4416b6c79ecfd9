import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { contentSecurityPolicy, serviceWorkerContentSecurityPolicy } from './csp.ts';
import { pageLink, screenLocations, type ServedRemote } from './screen-locations.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const TEMPLATES = join(ROOT, 'deploy', 'nginx');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const INSTALL_HINT =
  'nginx was not found. On Debian: apt-get install -y nginx-light libnginx-mod-http-brotli-static';

export interface EdgeOptions {
  root: string;
  port: number;
  api: string;
  /** Host origins on other origins that may load the remotes (CORS). */
  allowedOrigins: string[];
}

export function parseEdgeArgs(args: readonly string[]): EdgeOptions {
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const root = value('--root');
  if (!root) throw new Error('usage: npm run edge -- --root DIR [--port PORT] [--api URL]');
  const port = Number(value('--port') ?? process.env.EDGE_PORT ?? '8080');
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error('--port must be 1-65535');
  const api = (value('--api') ?? process.env.API_BASE_URL ?? 'http://127.0.0.1:4000').replace(
    /\/+$/,
    '',
  );
  if (!/^https?:\/\/[^\s/]+/.test(api)) throw new Error('--api must be an http(s) URL');
  const allowedOrigins = (value('--allow-origins') ?? process.env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => /^https?:\/\/[^\s"]+$/.test(origin));
  return { root: resolve(root), port, api, allowedOrigins };
}

interface ServedConfig {
  apiBaseUrl: string;
  remotes: Record<string, ServedRemote>;
  avatarBucketUrl?: string;
}

/** The nginx configuration for a release tree, from deploy/nginx with its placeholders filled. */
export function renderEdgeConfig(
  options: EdgeOptions,
  confDir: string,
): { server: string; headers: string } {
  const served = JSON.parse(
    readFileSync(join(options.root, 'host', 'runtime-config.json'), 'utf8'),
  ) as ServedConfig;
  const cspSources = {
    remotes: Object.values(served.remotes).map((remote) => remote.manifest),
    apiBaseUrl: served.apiBaseUrl,
    ...(served.avatarBucketUrl ? { avatarBucketUrl: served.avatarBucketUrl } : {}),
  };
  const csp = contentSecurityPolicy(cspSources);
  const fill = (text: string) =>
    text
      .replaceAll('__PORT__', String(options.port))
      .replaceAll('__ROOT__', options.root)
      .replaceAll('__API_UPSTREAM__', options.api)
      .replaceAll('__CONF_DIR__', confDir)
      .replaceAll('__SW_CSP__', serviceWorkerContentSecurityPolicy(cspSources))
      .replaceAll('__CSP__', csp)
      // Only where it stands alone on a line: its mention in the header comment stays text.
      .replace(
        /^ {2}__SCREEN_LOCATIONS__$/m,
        () => `  ${screenLocations(options.root, served.remotes, confDir)}`,
      )
      .replace(/^( {4}add_header Link )"__PAGE_LINK__"/m, (_, start: string) => {
        return `${start}"${pageLink(served.remotes)}"`;
      })
      .replaceAll(
        '__CORS_ORIGINS__',
        options.allowedOrigins.map((origin) => `"${origin}" $http_origin;`).join('\n  '),
      );
  return {
    server: fill(readFileSync(join(TEMPLATES, 'flowscope.conf'), 'utf8')),
    headers: fill(readFileSync(join(TEMPLATES, 'security-headers.conf'), 'utf8')),
  };
}

function mainConfig(confDir: string, withBrotli: boolean): string {
  return [
    withBrotli ? `load_module ${BROTLI_MODULE};` : '# brotli_static module not installed',
    'worker_processes 1;',
    `pid ${confDir}/nginx.pid;`,
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    '  sendfile on;',
    `  client_body_temp_path ${confDir}/body;`,
    `  proxy_temp_path ${confDir}/proxy;`,
    `  fastcgi_temp_path ${confDir}/fastcgi;`,
    `  uwsgi_temp_path ${confDir}/uwsgi;`,
    `  scgi_temp_path ${confDir}/scgi;`,
    `  include ${confDir}/flowscope.conf;`,
    '}',
    '',
  ].join('\n');
}

/** `npm run edge`: Debian's nginx in the foreground serving a release, for a try or for CI. */
export async function runEdge(options: EdgeOptions): Promise<void> {
  if (spawnSync('nginx', ['-v']).error) throw new Error(INSTALL_HINT);
  if (!existsSync(join(options.root, 'host', 'index.html'))) {
    throw new Error(
      `${options.root} is not a release tree: run npm run release -- --out DIR first`,
    );
  }
  const confDir = mkdtempSync(join(tmpdir(), 'flowscope-edge-'));
  const withBrotli = existsSync(BROTLI_MODULE);
  const rendered = renderEdgeConfig(options, confDir);
  const server = withBrotli
    ? rendered.server
    : rendered.server.replace(/^\s*brotli_static on;\n/m, '');
  const { headers } = rendered;
  writeFileSync(join(confDir, 'flowscope.conf'), server);
  writeFileSync(join(confDir, 'security-headers.conf'), headers);
  writeFileSync(join(confDir, 'nginx.conf'), mainConfig(confDir, withBrotli));
  const args = ['-p', confDir, '-c', join(confDir, 'nginx.conf'), '-g', 'daemon off;'];
  const test = spawnSync('nginx', ['-t', ...args], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused the configuration:\n${test.stderr}`);
  console.log(
    `edge: nginx serving ${options.root} on http://localhost:${options.port}, /api/ → ${options.api}` +
      (withBrotli ? '' : ' (brotli module missing: gzip only)'),
  );
  const child = spawn('nginx', args, { stdio: 'inherit' });
  const stop = () => child.kill('SIGQUIT');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await new Promise<void>((done) => child.once('exit', () => done()));
}
