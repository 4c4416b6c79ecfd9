import type { IncomingMessage } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';

/** The largest request body the proxy forwards; the API refuses far smaller ones itself. */
export const MAX_PROXY_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body too large (limit ${limit} bytes)`);
  }
}

/** The declared Content-Length, or null when the body is chunked or the header is not a number. */
export function declaredLength(req: IncomingMessage): number | null {
  const raw = req.headers['content-length'];
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

/**
 * The request body as a stream that fails with BodyTooLargeError at the first byte past
 * `limit`: a body is never held in memory, and a chunked one cannot slip past the cap.
 */
export function cappedBody(req: IncomingMessage, limit: number): Transform {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) callback(new BodyTooLargeError(limit));
      else callback(null, chunk);
    },
  });
  req.on('error', (error) => counter.destroy(error));
  return req.pipe(counter);
}
