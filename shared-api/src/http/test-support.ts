import { useSessionStore } from '../session/session-store.ts';
import { setApiFetch } from './transport.ts';

/** Test-only: records what the client sends and answers with the given responder. */
export function captureRequests(respond: (request: Request) => Response | Promise<Response>): {
  requests: Request[];
} {
  const requests: Request[] = [];
  setApiFetch(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return respond(request);
  });
  return { requests };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

/** Moves the test page to another address (happy-dom), e.g. a deployed host. */
export function setPageUrl(url: string): void {
  (window as unknown as HappyDomWindow).happyDOM.setURL(url);
}

/** Test-only: a signed-in session with the given platform id and access token. */
export function signInForTest(id = '123456789012345678', accessToken = 'access-123'): void {
  useSessionStore.setState({
    user: {
      id,
      username: 'trader',
      email: null,
      avatar: null,
      globalName: null,
      verified: true,
      provider: 'discord',
    },
    tokens: {
      accessToken,
      refreshToken: 'refresh-123',
      expiresAt: Date.now() + 3_600_000,
      tokenType: 'Bearer',
    },
  });
}

/** Test-only: answers each path with its body (200) and records the JSON payloads sent. */
export function routeByPath(routes: Record<string, unknown>): {
  requests: Request[];
  payloads: () => Promise<{ path: string; body: unknown }[]>;
} {
  const { requests } = captureRequests((request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    if (!(path in routes)) return jsonResponse({ message: `No route ${path}` }, 404);
    return jsonResponse(routes[path]);
  });
  return {
    requests,
    payloads: () =>
      Promise.all(
        requests.map(async (request) => ({
          path: new URL(request.url).pathname.replace(/^\/api/, ''),
          body: (await request.clone().json()) as unknown,
        })),
      ),
  };
}
