export * from './session-store.ts';
export * from './saved-login.ts';
export { preferredSignInMode } from './preferred-sign-in-mode.ts';
export { emitSessionSync, onSessionSync } from './session-events.ts';
export { initializeSessionServices } from './service-manager.ts';
export { useIsAuthenticated, useServiceManagerState, useSession, useSignIn } from './hooks.ts';
