import { FIRST_FRAME_SCRIPT_SOURCE } from '../webpack/first-frame-script.ts';

/** The origins a page's resources come from, read from the served runtime-config.json. */
export interface CspSources {
  /** Manifest URLs of the remotes (absolute or root paths). */
  remotes: readonly string[];
  apiBaseUrl: string;
  avatarBucketUrl?: string;
}

function originOf(value: string): string | null {
  if (value.startsWith('/')) return null; // same origin: 'self'
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function unique(values: readonly (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}

/**
 * Content-Security-Policy of the app: scripts only from itself and the configured remotes,
 * calls to itself, the remotes (manifests) and the API, no framing by any site, no plugins.
 * Emotion writes <style> tags at runtime, so styles need 'unsafe-inline'; the page's one inline
 * script is allowed by its hash.
 */
export function contentSecurityPolicy(sources: CspSources): string {
  return policyText(sources, null);
}

/**
 * The policy of the service worker's script (/sw.js): the page's, except that the worker may
 * fetch from any http(s) origin. A worker keeps the policy it was installed with until its
 * script changes, so with the page's own a remote configured later on a new origin (a new
 * REMOTE_<NAME>_URL, a remote moved to a CDN) would stay blocked in every browser that has
 * the worker. It only fetches what a page asked for, which the page's own policy allowed.
 */
export function serviceWorkerContentSecurityPolicy(sources: CspSources): string {
  return policyText(sources, ["'self'", 'https:', 'http:']);
}

function policyText(sources: CspSources, connectSources: string[] | null): string {
  const remotes = unique(sources.remotes.map(originOf));
  const api = unique([originOf(sources.apiBaseUrl)]);
  const images = unique([
    ...api,
    sources.avatarBucketUrl ? originOf(sources.avatarBucketUrl) : null,
  ]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // The one inline script: the first frame's theme and page heading (its hash, not
    // 'unsafe-inline').
    ['script-src', ["'self'", FIRST_FRAME_SCRIPT_SOURCE, ...remotes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...images]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connectSources ?? ["'self'", ...remotes, ...api]],
    // The service worker (/sw.js) and the install manifest are the page's own files.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...api]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
