export * from './routes.ts';
export * from './remotes.ts';
export * from './page-title.ts';
