import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'accept-encoding',
]);

/** Forwards `/api/*` to the API, so the browser talks to one origin (spec §7, address building). */
export async function proxyToApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  apiBaseUrl: string,
): Promise<void> {
  const target = new URL(
    apiBaseUrl.replace(/\/$/, '') + url.pathname.replace(/^\/api/, '') + url.search,
  );
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  try {
    const response = await fetch(target, {
      method: req.method ?? 'GET',
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(35_000),
      ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit);
    res.statusCode = response.status;
    response.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name) && name !== 'content-encoding') res.setHeader(name, value);
    });
    if (response.body) Readable.fromWeb(response.body as never).pipe(res);
    else res.end();
  } catch {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.statusCode = 502;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ message: 'The API is unreachable. Please try again shortly.' }));
  }
}
