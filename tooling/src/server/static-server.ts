import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, relative, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import {
  acceptedCodings,
  isCompressible,
  suffixOf,
  type ContentCoding,
} from '../precompress/content-coding.ts';
import { SELF_ONLY_CSP, securityHeaders } from './security-headers.ts';

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

/** Content-hashed file names (`name.1a2b3c4d.js`) never change, so they are cached forever. */
const HASHED_ASSET = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

export function cacheControlFor(fileName: string): string {
  if (HASHED_ASSET.test(fileName)) return 'public, max-age=31536000, immutable';
  // Manifests, remoteEntry.js and HTML are the moving pointers of a deployment: revalidate.
  return 'no-cache';
}

/**
 * Extensions of files a build writes. A missing one is a real 404; any other path that is no
 * file is an app route (`/top-holdings-cex/ETH2.0`) and gets index.html.
 */
const ASSET_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.cjs',
  '.css',
  '.map',
  '.json',
  '.html',
  '.txt',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.svg',
  '.ico',
  '.woff',
  '.woff2',
  '.ttf',
  '.wasm',
]);

export function isAssetPath(pathname: string): boolean {
  return ASSET_EXTENSIONS.has(extname(pathname).toLowerCase());
}

/**
 * Build output no browser needs: source maps (they carry the sources) and federation stats.
 * The build keeps them out of dist/; this guards a folder that has them anyway. Dot files
 * (.env, .git) are never served either.
 */
export function isPrivatePath(pathname: string): boolean {
  const segments = pathname.split('/');
  const name = segments.at(-1) ?? '';
  return (
    name.toLowerCase().endsWith('.map') ||
    name === 'mf-stats.json' ||
    segments.some((segment) => segment.startsWith('.'))
  );
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
  /** Serve index.html for paths that are neither a file nor an asset name (app routes). */
  spaFallback: boolean;
  /** Content-Security-Policy of every answer; by default everything from this server only. */
  contentSecurityPolicy?: string;
  /** The public address is HTTPS (TLS ended here or by a proxy in front): send HSTS. */
  servedOverHttps?: boolean;
  /**
   * Runs before static files; returns true when it answered the request. A handler that reads
   * a request body sends `100 Continue` itself when the request expects it.
   */
  handle?: RequestHandler;
}

function applyCors(req: IncomingMessage, res: ServerResponse, allowed: readonly string[]): void {
  if (allowed.includes('*')) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    return;
  }
  // The answer depends on Origin even when the request has none: a shared cache must not
  // hand an answer without CORS to a page that needs it, or the other way round.
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (origin !== undefined && allowed.includes(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
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

interface FileInfo {
  path: string;
  size: number;
  mtimeMs: number;
}

async function fileAt(path: string): Promise<FileInfo | null> {
  try {
    const info = await stat(path);
    if (info.isFile()) return { path, size: info.size, mtimeMs: info.mtimeMs };
    if (info.isDirectory()) return fileAt(join(path, 'index.html'));
    return null;
  } catch {
    return null;
  }
}

/**
 * The build's precompressed sibling of a file (`main.js.br`, else `main.js.gz`) that the
 * client accepts, as nginx's brotli_static and gzip_static pick it.
 */
async function precompressedSibling(
  file: FileInfo,
  acceptEncoding: string | undefined,
): Promise<{ coding: ContentCoding; file: FileInfo } | null> {
  if (!isCompressible(file.path)) return null;
  for (const coding of acceptedCodings(acceptEncoding)) {
    const sibling = await fileAt(`${file.path}${suffixOf(coding)}`);
    if (sibling) return { coding, file: sibling };
  }
  return null;
}

/** Each encoding is its own representation, so it has its own validator. */
function etagOf(file: FileInfo, coding: ContentCoding | undefined): string {
  const version = `${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}`;
  return `W/"${version}${coding ? `-${coding}` : ''}"`;
}

async function sendFile(req: IncomingMessage, res: ServerResponse, file: FileInfo): Promise<void> {
  const ext = extname(file.path);
  res.setHeader('Content-Type', MIME[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', cacheControlFor(file.path));
  res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  const sibling = await precompressedSibling(file, req.headers['accept-encoding']);
  // A build without siblings (made by other tools) is still compressed, on the fly.
  const gzipOnTheFly =
    !sibling &&
    isCompressible(file.path) &&
    acceptedCodings(req.headers['accept-encoding']).includes('gzip');
  const sent = sibling?.file ?? file;
  const coding = sibling?.coding ?? (gzipOnTheFly ? 'gzip' : undefined);
  const etag = etagOf(sent, coding);
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  if (coding) res.setHeader('Content-Encoding', coding);
  if (!gzipOnTheFly) res.setHeader('Content-Length', sent.size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(sent.path);
  if (gzipOnTheFly) stream.pipe(createGzip()).pipe(res);
  else stream.pipe(res);
}

function notFound(res: ServerResponse): void {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not Found');
}

export function createStaticServer(options: StaticServerOptions): Server {
  const root = normalize(options.root);
  const headers = securityHeaders(options.contentSecurityPolicy ?? SELF_ONLY_CSP, {
    servedOverHttps: options.servedOverHttps ?? false,
  });
  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
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
        res.setHeader('Allow', 'GET, HEAD, OPTIONS');
        res.end('Method Not Allowed');
        return;
      }
      const target = resolveInside(root, url.pathname);
      // Judged on the decoded path, so `main.js%2emap` is as private as `main.js.map`.
      if (target && isPrivatePath(relative(root, target).split(sep).join('/'))) {
        notFound(res);
        return;
      }
      let file = target ? await fileAt(target) : null;
      if (!file && options.spaFallback && !isAssetPath(url.pathname)) {
        file = await fileAt(join(root, 'index.html'));
      }
      if (!file) {
        notFound(res);
        return;
      }
      await sendFile(req, res, file);
    })().catch((error: unknown) => {
      console.error('static server error', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  };
  const server = createServer(onRequest);
  // A request with `Expect: 100-continue` reaches the handlers before any 100 is sent (Node
  // would otherwise send it at once): a handler that reads the body sends it with
  // res.writeContinue(), one that refuses the body answers without reading it.
  server.on('checkContinue', onRequest);
  return server;
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
