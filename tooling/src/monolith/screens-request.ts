import { SCREENS_EXPOSE } from '@flowscope/shared-api/routing';

/** The request the host makes for a remote's screens, e.g. `remote_cex/screens`. */
export function screensRequest(federationName: string): string {
  return `${federationName}/${SCREENS_EXPOSE.replace(/^\.\//, '')}`;
}

/** The module name the monolith build resolves to a remote's `./screens` source. */
export function monolithScreensModule(remoteApp: string): string {
  return `flowscope-monolith/${remoteApp}`;
}
