import { DEFAULT_PORTS, type AppName } from './ports.ts';

/**
 * The remotes of this workspace, the packages `npm start` serves and `npm run release`
 * publishes: every app of the port table named `remote-…`. The host knows none of them: it
 * learns its remotes from its runtime configuration (REMOTE_<NAME>_URL on its server).
 */
export type RemoteApp = Extract<AppName, `remote-${string}`>;

function isRemoteApp(app: AppName): app is RemoteApp {
  return app.startsWith('remote-');
}

export const REMOTE_APPS: readonly RemoteApp[] = (Object.keys(DEFAULT_PORTS) as AppName[]).filter(
  isRemoteApp,
);

/** The remote's name in the runtime configuration: `remote-research` → `research`. */
export function remoteName(app: RemoteApp): string {
  return app.slice('remote-'.length);
}

/** A configured remote's name as env spells it: `research` → `RESEARCH`, `my-app` → `MY_APP`. */
function envPart(name: string): string {
  return name.toUpperCase().replaceAll('-', '_');
}

/** The env var holding a remote's `mf-manifest.json` URL: `REMOTE_RESEARCH_URL`. */
export function remoteUrlEnv(name: string): string {
  return `REMOTE_${envPart(name)}_URL`;
}

/**
 * The env var naming a file with a remote's route manifest, the fallback for when its own
 * cannot be fetched: `REMOTE_RESEARCH_ROUTES`.
 */
export function remoteRoutesEnv(name: string): string {
  return `REMOTE_${envPart(name)}_ROUTES`;
}

/** The remote names of `REMOTE_<NAME>_URL` variables set (non-empty) in env. */
export function remoteNamesInEnv(env: NodeJS.ProcessEnv): string[] {
  return Object.entries(env)
    .filter(([key, value]) => /^REMOTE_[A-Z0-9_]+_URL$/.test(key) && (value ?? '').trim() !== '')
    .map(([key]) => key.slice('REMOTE_'.length, -'_URL'.length).toLowerCase().replaceAll('_', '-'))
    .sort();
}
