export * from './api-config.ts';
