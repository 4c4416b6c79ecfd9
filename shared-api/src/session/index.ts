export * from './session-store.ts';
export * from './saved-login.ts';
