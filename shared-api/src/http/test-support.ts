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
