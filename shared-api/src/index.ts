export * from './config/index.ts';
export * from './routing/index.ts';
export * from './session/index.ts';
export * from './http/index.ts';
export * from './notifications/index.ts';
