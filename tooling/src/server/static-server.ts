import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { createGzip } from 'node:zlib';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.css', '.svg', '.map', '.txt']);

/** Content-hashed file names (`name.1a2b3c4d.js`) never change, so they are cached forever. */
const HASHED_ASSET = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

export function cacheControlFor(fileName: string): string {
  if (HASHED_ASSET.test(fileName)) return 'public, max-age=31536000, immutable';
  // Manifests, remoteEntry.js and HTML are the moving pointers of a deployment: revalidate.
  return 'no-cache';
}

export type RequestHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) => boolean | Promise<boolean>;

export interface StaticServerOptions {
  root: string;
  /** Origins allowed to fetch these files cross-origin; `*` allows any. */
  allowedOrigins: readonly string[];
  /** Serve index.html for unknown paths without an extension (single-page app routes). */
  spaFallback: boolean;
  /** Runs before static files; returns true when it answered the request. */
  handle?: RequestHandler;
}

function applyCors(req: IncomingMessage, res: ServerResponse, allowed: readonly string[]): void {
  const origin = req.headers.origin;
  if (allowed.includes('*')) {
    res.setHeader('Access-Control-Allow-Origin', '*');
  } else if (origin !== undefined && allowed.includes(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
  }
}

function resolveInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = normalize(join(root, decoded));
  return file === root || file.startsWith(root + sep) ? file : null;
}

async function fileAt(
  path: string,
): Promise<{ path: string; size: number; mtimeMs: number } | null> {
  try {
    const info = await stat(path);
    if (info.isFile()) return { path, size: info.size, mtimeMs: info.mtimeMs };
    if (info.isDirectory()) return fileAt(join(path, 'index.html'));
    return null;
  } catch {
    return null;
  }
}

function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: { path: string; size: number; mtimeMs: number },
): void {
  const ext = extname(file.path);
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  res.setHeader('Content-Type', MIME[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', cacheControlFor(file.path));
  res.setHeader('ETag', etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file.path);
  if (gzip) {
    res.setHeader('Content-Encoding', 'gzip');
    stream.pipe(createGzip()).pipe(res);
  } else {
    res.setHeader('Content-Length', file.size);
    stream.pipe(res);
  }
}

export function createStaticServer(options: StaticServerOptions): Server {
  const root = normalize(options.root);
  return createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      applyCors(req, res, options.allowedOrigins);
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        res.statusCode = 204;
        res.end();
        return;
      }
      if (options.handle && (await options.handle(req, res, url))) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.statusCode = 405;
        res.end('Method Not Allowed');
        return;
      }
      const target = resolveInside(root, url.pathname);
      let file = target ? await fileAt(target) : null;
      if (!file && options.spaFallback && extname(url.pathname) === '') {
        file = await fileAt(join(root, 'index.html'));
      }
      if (!file) {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Not Found');
        return;
      }
      sendFile(req, res, file);
    })().catch((error: unknown) => {
      console.error('static server error', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
}

export function parseAllowedOrigins(
  raw: string | undefined,
  fallback: readonly string[],
): string[] {
  if (raw === undefined || raw.trim() === '') return [...fallback];
  return raw
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
}

export function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
