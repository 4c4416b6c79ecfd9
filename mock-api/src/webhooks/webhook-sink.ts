import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { WEBHOOK_HEADERS } from '@flowscope/shared-api/contract';

export const TEST_WEBHOOK_SINK_PATH = '/__test/webhook-sink';

/** One delivery as the sink received it: the headers a receiver checks and the raw body. */
export interface SinkDelivery {
  time: string;
  /** What the sink answered. */
  status: number;
  signature: string | null;
  timestamp: string | null;
  idempotency_key: string | null;
  content_type: string | null;
  body: string;
}

/** Deliveries kept per sink; older ones are dropped. */
const SINK_CAPACITY = 200;

function status(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 200 && value <= 599 ? value : fallback;
}

/**
 * Test control: a webhook receiver inside mock-api, so an end-to-end test can point a
 * trader's webhook at it (`http://127.0.0.1:<port>/__test/webhook-sink/<name>`, which needs
 * private targets allowed: development mode or WEBHOOK_ALLOW_PRIVATE_TARGETS=1) and read
 * what arrived. POST records a delivery and answers 204, or `?status=503` on every one, or
 * 503 to the first `?fail_first=N` attempts of each Idempotency-Key (a retry test). GET lists
 * the deliveries, oldest first; DELETE forgets them.
 */
export function registerWebhookSink(app: Hono, allowed: (c: Context) => boolean): void {
  const sinks = new Map<string, SinkDelivery[]>();
  const attempts = new Map<string, number>();
  const nameOf = (c: Context): string => c.req.param('name') ?? 'default';
  const notFound = (c: Context) =>
    c.json({ message: `Not found: ${c.req.method} ${c.req.path}` }, 404);

  const receive = async (c: Context) => {
    if (!allowed(c)) return notFound(c);
    const body = await c.req.text();
    const key = c.req.header(WEBHOOK_HEADERS.idempotencyKey) ?? null;
    const seen = (attempts.get(`${nameOf(c)}:${key}`) ?? 0) + 1;
    attempts.set(`${nameOf(c)}:${key}`, seen);
    const failFirst = Number(c.req.query('fail_first') ?? 0);
    const answer = seen <= failFirst ? 503 : status(c.req.query('status'), 204);
    const list = sinks.get(nameOf(c)) ?? [];
    list.push({
      time: new Date().toISOString(),
      status: answer,
      signature: c.req.header(WEBHOOK_HEADERS.signature) ?? null,
      timestamp: c.req.header(WEBHOOK_HEADERS.timestamp) ?? null,
      idempotency_key: key,
      content_type: c.req.header('content-type') ?? null,
      body,
    });
    sinks.set(nameOf(c), list.slice(-SINK_CAPACITY));
    return answer === 204 ? c.body(null, 204) : c.json({}, answer as ContentfulStatusCode);
  };
  const list = (c: Context) =>
    allowed(c) ? c.json({ received: sinks.get(nameOf(c)) ?? [] }) : notFound(c);
  const clear = (c: Context) => {
    if (!allowed(c)) return notFound(c);
    const name = nameOf(c);
    const cleared = sinks.get(name)?.length ?? 0;
    sinks.delete(name);
    for (const key of [...attempts.keys()]) if (key.startsWith(`${name}:`)) attempts.delete(key);
    return c.json({ cleared });
  };

  for (const path of [TEST_WEBHOOK_SINK_PATH, `${TEST_WEBHOOK_SINK_PATH}/:name`]) {
    app.post(path, receive);
    app.get(path, list);
    app.delete(path, clear);
  }
}
