export * from './config/index.ts';
export * from './routing/index.ts';
export * from './session/index.ts';
export * from './http/index.ts';
export * from './notifications/index.ts';
export * from './oauth/index.ts';
export * from './auth/index.ts';
export * from './preferences/index.ts';
export * from './endpoints/index.ts';
export * from './research/index.ts';
export * from './lists/index.ts';
export * from './favorites/index.ts';
export * from './premium/index.ts';
export * from './links/index.ts';
export * from './live/index.ts';
export * from './query/index.ts';
export * from './alerts/index.ts';
/** The API's paths, which also name the cached calls (query keys): one copy, shared. */
export { PATHS, type ApiPath } from './contract/paths.ts';
