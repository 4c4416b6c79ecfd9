/** Where the host's sign-in lands (host-env.ts builds the same URL for the runtime config). */
export function hostCallback(hostPort: number): string {
  return `http://localhost:${hostPort}/auth/discord/callback`;
}

export const DEFAULT_REDIRECT_URIS: readonly string[] = [hostCallback(3000)];

/** One spelling per URL (`HTTP://LocalHost:3000/x` is `http://localhost:3000/x`), or null. */
export function normaliseRedirectUri(value: string): string | null {
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.hash === '' ? url.href : null;
}

/** Exact match after normalising, as the platform compares redirect URIs. */
export function isRegisteredRedirect(value: string, registered: readonly string[]): boolean {
  const uri = normaliseRedirectUri(value);
  return uri !== null && registered.includes(uri);
}
