/** The fetch the client sends through; tests swap it for an in-process handler. */
export type ApiFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

let override: ApiFetch | null = null;

/** Replaces the network for every client call; `null` restores the real fetch. */
export function setApiFetch(fetchFn: ApiFetch | null): void {
  override = fetchFn;
}

/** Looked up per call so a global fetch stubbed after start-up is still honoured. */
export function apiFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  return override ? override(input, init) : globalThis.fetch(input, init);
}
