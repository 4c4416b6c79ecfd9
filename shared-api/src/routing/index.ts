export * from './routes.ts';
export * from './remotes.ts';
