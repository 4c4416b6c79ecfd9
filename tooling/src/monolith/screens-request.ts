import { REMOTES, SCREENS_EXPOSE, type RemoteId } from '@flowscope/shared-api/routing';

/** The request the host makes for a remote's screens, e.g. `remote_cex/screens`. */
export function screensRequest(remote: RemoteId): string {
  return `${REMOTES[remote].federationName}/${SCREENS_EXPOSE.replace(/^\.\//, '')}`;
}

/** Which remote a `loadRemote` request names, or undefined when it names none of them. */
export function remoteOfScreensRequest(request: string): RemoteId | undefined {
  return (Object.keys(REMOTES) as RemoteId[]).find((id) => screensRequest(id) === request);
}

/** The module name the monolith build resolves to a remote's `./screens` source. */
export function monolithScreensModule(remote: RemoteId): string {
  return `flowscope-monolith/${REMOTES[remote].packageName}`;
}
