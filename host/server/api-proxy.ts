import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import {
  BodyTooLargeError,
  cappedBody,
  declaredLength,
  MAX_PROXY_BODY_BYTES,
} from './request-body.ts';
import { sendUpstreamBody } from './response-body.ts';

/** Headers of one connection, not of the request: never forwarded either way. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'accept-encoding',
  'expect',
  'te',
  'trailer',
]);

/** How long the API may take to start its answer; a stream may then run for as long as it lasts. */
const ANSWER_START_TIMEOUT_MS = 35_000;

function answerJson(res: ServerResponse, status: number, message: string, close = false): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // The unread body is still on the socket: close it rather than read what was refused.
  if (close) res.setHeader('Connection', 'close');
  res.end(JSON.stringify({ message }));
}

/**
 * Answers `Expect: 100-continue` before a byte of the body is sent: 413 at once when the
 * declared length is over the cap, 417 for an expectation it cannot meet, else 100 Continue.
 * Returns false when the request was answered.
 */
function meetExpectation(req: IncomingMessage, res: ServerResponse, limit: number): boolean {
  const length = declaredLength(req);
  if (length !== null && length > limit) {
    answerJson(res, 413, new BodyTooLargeError(limit).message, true);
    return false;
  }
  const expect = req.headers.expect;
  if (expect === undefined) return true;
  if (expect.trim().toLowerCase() !== '100-continue') {
    answerJson(res, 417, `Unsupported expectation: ${expect}`, true);
    return false;
  }
  res.writeContinue();
  return true;
}

function forwardedHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // The API limits sign-in attempts per browser, which it can only tell apart by this.
  const peer = req.socket.remoteAddress;
  if (peer) {
    const prior = headers.get('x-forwarded-for');
    headers.set('x-forwarded-for', prior ? `${prior}, ${peer}` : peer);
  }
  return headers;
}

/**
 * Forwards `/api/*` to the API, so the browser talks to one origin (spec §7, address building).
 * Bodies stream both ways: a request body is capped at `limit` bytes (413, never buffered),
 * and the answer is passed on as it arrives.
 */
export async function proxyToApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  apiBaseUrl: string,
  limit = MAX_PROXY_BODY_BYTES,
  answerStartTimeoutMs = ANSWER_START_TIMEOUT_MS,
): Promise<void> {
  const target = new URL(
    apiBaseUrl.replace(/\/$/, '') + url.pathname.replace(/^\/api/, '') + url.search,
  );
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  if (hasBody && !meetExpectation(req, res, limit)) return;
  const body = hasBody ? cappedBody(req, limit) : null;
  let tooLarge = false;
  body?.on('error', (error) => {
    if (error instanceof BodyTooLargeError) tooLarge = true;
  });
  const upstream = new AbortController();
  const startTimer = setTimeout(() => upstream.abort(), answerStartTimeoutMs);
  // A browser that goes away (a closed tab, an EventSource that reconnects) ends the upstream call.
  res.once('close', () => upstream.abort());
  try {
    const response = await fetch(target, {
      method: req.method ?? 'GET',
      headers: forwardedHeaders(req),
      redirect: 'manual',
      signal: upstream.signal,
      ...(body ? { body: Readable.toWeb(body) as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit);
    clearTimeout(startTimer);
    res.statusCode = response.status;
    response.headers.forEach((value, name) => {
      // fetch has already decoded the body, so its length and encoding no longer apply.
      if (!HOP_BY_HOP.has(name) && name !== 'content-encoding') res.setHeader(name, value);
    });
    await sendUpstreamBody(req, res, response);
  } catch {
    clearTimeout(startTimer);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (tooLarge) answerJson(res, 413, new BodyTooLargeError(limit).message, true);
    else answerJson(res, 502, 'The API is unreachable. Please try again shortly.');
  }
}
