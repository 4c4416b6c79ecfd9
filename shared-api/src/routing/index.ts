export * from './routes.ts';
export * from './route-manifest.ts';
export * from './remotes.ts';
export * from './page-title.ts';
export * from './screen-claims.ts';
