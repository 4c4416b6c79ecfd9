/**
 * Stands in for `@module-federation/enhanced/runtime` in the monolith build: the host's
 * remote registry runs unchanged, but each remote's `./screens` module is a lazy chunk of the
 * same bundle instead of a container fetched through its manifest. Browser code.
 */
import type { RemoteApp } from '../remotes.ts';
import { screensRequest } from './screens-request.ts';

// Module names resolved by the monolith build to each remote's screens source
// (monolith-config.ts); one entry per remote of the port table, or this does not type-check.
const SCREENS_MODULES = {
  'remote-cex': () => import('flowscope-monolith/remote-cex'),
  'remote-dex': () => import('flowscope-monolith/remote-dex'),
  'remote-account': () => import('flowscope-monolith/remote-account'),
  'remote-research': () => import('flowscope-monolith/remote-research'),
} satisfies Record<RemoteApp, () => Promise<unknown>>;

/** The bundled route manifests (bundled-routes.ts), as far as this needs them. */
function bundledRemotes(): { remote: string; federationName: string }[] {
  const text = process.env.FLOWSCOPE_BUNDLED_ROUTES ?? '';
  return text === ''
    ? []
    : Object.values(JSON.parse(text) as Record<string, { remote: string; federationName: string }>);
}

function isBundled(app: string): app is keyof typeof SCREENS_MODULES {
  return Object.hasOwn(SCREENS_MODULES, app);
}

/** Nothing to register: every remote is bundled in. */
export function registerRemotes(): void {}

/** Runtime plugins guard how remote containers load; there are none to load here. */
export function registerPlugins(): void {}

/** No federation instance: no share scope or container to forget on a retry. */
export function getInstance(): null {
  return null;
}

export async function loadRemote<T>(request: string): Promise<T | null> {
  const remote = bundledRemotes().find(
    (candidate) => screensRequest(candidate.federationName) === request,
  )?.remote;
  if (!remote || !isBundled(remote)) {
    throw new Error(`The monolith build bundles no module named ${request}`);
  }
  return (await SCREENS_MODULES[remote]()) as T;
}
