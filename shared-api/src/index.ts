export * from './config/index.ts';
export * from './routing/index.ts';
export * from './session/index.ts';
export * from './http/index.ts';
export * from './notifications/index.ts';
export * from './oauth/index.ts';
export * from './auth/index.ts';
export * from './preferences/index.ts';
