/** The fetch the client sends through; tests swap it for an in-process handler. */
export type ApiFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

let override: ApiFetch | null = null;

/** Replaces the network for every client call; `null` restores the real fetch. */
export function setApiFetch(fetchFn: ApiFetch | null): void {
  override = fetchFn;
}

/**
 * ky hands over a Request whose JSON body is a stream. Sending the text instead keeps the
 * body a plain one for the browser (visible to its tools and proxies, no streamed upload).
 */
async function withPlainBody(
  input: string | URL | Request,
  init?: RequestInit,
): Promise<[string | URL | Request, RequestInit | undefined]> {
  if (!(input instanceof Request) || input.body === null) return [input, init];
  const { url, method, headers, signal, credentials, mode, cache, redirect, referrerPolicy } =
    input;
  return [
    url,
    {
      method,
      headers,
      signal,
      credentials,
      mode,
      cache,
      redirect,
      referrerPolicy,
      body: await input.text(),
      ...init,
    },
  ];
}

/** Looked up per call so a global fetch stubbed after start-up is still honoured. */
export async function apiFetch(
  input: string | URL | Request,
  init?: RequestInit,
): Promise<Response> {
  if (override) return override(input, init);
  const [target, options] = await withPlainBody(input, init);
  return globalThis.fetch(target, options);
}
