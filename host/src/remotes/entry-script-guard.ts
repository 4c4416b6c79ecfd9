import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Absolute URLs of the scripts the federation runtime added for a remote (entries, chunks). */
const remoteScripts = new Set<string>();

function absolute(url: string): string {
  try {
    return new URL(url, document.baseURI).href;
  } catch {
    return url;
  }
}

/**
 * Keeps a broken remote script out of the page's uncaught errors. A remoteEntry.js that is
 * not JavaScript (a CDN's HTML error page, a truncated file) still "loads", then throws a
 * SyntaxError at the window. The runtime already notices (its own error listener turns it
 * into a failed load, so the section shows "This section is unavailable" with Retry); this
 * listener only marks the error as handled, so it is not reported as uncaught.
 */
export function handleRemoteScriptErrors(event: ErrorEvent): void {
  // Only a script that does not parse: a remote's runtime errors stay uncaught and visible.
  if (!(event.error instanceof SyntaxError)) return;
  if (event.filename && remoteScripts.has(absolute(event.filename))) event.preventDefault();
}

/**
 * Creates the remotes' script tags with `crossorigin="anonymous"`: without it the browser
 * hides a cross-origin script's error behind a bare "Script error." with no file name, and
 * neither the runtime nor the listener above could tell it came from a remote. The remotes'
 * servers already allow the host's origin (the manifest is fetched with CORS too).
 */
export const entryScriptGuard: ModuleFederationRuntimePlugin = {
  name: 'flowscope-remote-script-guard',
  createScript({ url, remoteInfo }) {
    if (!remoteInfo) return undefined;
    remoteScripts.add(absolute(url));
    const script = document.createElement('script');
    script.type = 'text/javascript';
    script.crossOrigin = 'anonymous';
    script.src = url;
    return script;
  },
};

let listening = false;

/** Installs the listener once per page. */
export function containRemoteScriptErrors(target: Window = window): void {
  if (listening) return;
  listening = true;
  target.addEventListener('error', handleRemoteScriptErrors);
}
