import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';

/** Worth compressing: JSON and text answers, never a live event stream. */
function compressible(contentType: string | null): boolean {
  if (!contentType || /^text\/event-stream/i.test(contentType)) return false;
  return /^(application\/(json|[\w.+-]+\+json)|text\/)/i.test(contentType);
}

function acceptsGzip(req: IncomingMessage): boolean {
  const header = req.headers['accept-encoding'] ?? '';
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

function addVary(res: ServerResponse, name: string): void {
  const current = String(res.getHeader('Vary') ?? '');
  const names = current
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!names.some((value) => value.toLowerCase() === name.toLowerCase())) names.push(name);
  res.setHeader('Vary', names.join(', '));
}

/**
 * Streams the API's answer to the browser chunk by chunk: gzipped when it is JSON or text and
 * the browser accepts gzip, as it is otherwise. An event stream is flushed as each event
 * arrives (no compression, which would hold events back in its window).
 */
export async function sendUpstreamBody(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  const contentType = response.headers.get('content-type');
  const canCompress = compressible(contentType);
  if (canCompress) addVary(res, 'Accept-Encoding');
  if (!response.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as NodeReadableStream);
  if (canCompress && acceptsGzip(req)) {
    res.removeHeader('Content-Length');
    res.setHeader('Content-Encoding', 'gzip');
    await pipeline(body, createGzip(), res);
    return;
  }
  if (/^text\/event-stream/i.test(contentType ?? '')) {
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
  }
  await pipeline(body, res);
}
