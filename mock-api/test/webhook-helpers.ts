import { createHmac } from 'node:crypto';

/** One request the fake receiver got. */
interface Received {
  url: string;
  headers: Headers;
  body: string;
}

/** What the fake receiver does with the n-th request: answer a status, or fail the network. */
export type Answer = number | Error | 'hang' | { status: number; headers: Record<string, string> };

/**
 * A webhook receiver in place of the network: records each request and answers from a
 * script (the last answer repeats). 'hang' never answers until the request is aborted.
 */
export function fakeReceiver(script: readonly Answer[] = [204]) {
  const received: Received[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    received.push({
      url: String(input),
      headers: new Headers(init?.headers),
      body: String(init?.body),
    });
    const answer = script[Math.min(received.length - 1, script.length - 1)] ?? 204;
    if (answer instanceof Error) throw answer;
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    if (typeof answer === 'number') {
      return new Response(answer === 204 ? null : 'answer', { status: answer });
    }
    return new Response('answer', { status: answer.status, headers: answer.headers });
  };
  return { fetch, received };
}

/** Retry waits, recorded and passed at once. */
export function recordedWaits() {
  const waits: number[] = [];
  return {
    waits,
    wait: (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    },
  };
}

/** The signature a receiver expects, computed here with node:crypto from the documented rule. */
export function expectedSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A fetch error as undici raises it when the receiver refuses the connection. */
export function connectionRefused(): Error {
  return new TypeError('fetch failed', {
    cause: Object.assign(new Error('connect ECONNREFUSED 10.1.1.1:443'), { code: 'ECONNREFUSED' }),
  });
}
