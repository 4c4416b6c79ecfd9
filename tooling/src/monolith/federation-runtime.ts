/**
 * Stands in for `@module-federation/enhanced/runtime` in the monolith build: the host's
 * remote registry runs unchanged, but each remote's `./screens` module is a lazy chunk of the
 * same bundle instead of a container fetched through its manifest. Browser code.
 */
import type { RemoteId } from '@flowscope/shared-api/routing';
import { remoteOfScreensRequest } from './screens-request.ts';

// Module names resolved by the monolith build to each remote's screens source
// (monolith-config.ts); one entry per remote, or this does not type-check.
const SCREENS_MODULES = {
  cex: () => import('flowscope-monolith/remote-cex'),
  dex: () => import('flowscope-monolith/remote-dex'),
  account: () => import('flowscope-monolith/remote-account'),
} satisfies Record<RemoteId, () => Promise<unknown>>;

/** Nothing to register: every remote is bundled in. */
export function registerRemotes(): void {}

/** Runtime plugins guard how remote containers load; there are none to load here. */
export function registerPlugins(): void {}

export async function loadRemote<T>(request: string): Promise<T | null> {
  const remote = remoteOfScreensRequest(request);
  if (!remote) throw new Error(`The monolith build bundles no module named ${request}`);
  return (await SCREENS_MODULES[remote]()) as T;
}
