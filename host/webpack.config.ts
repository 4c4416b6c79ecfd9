import { resolvePort } from '@flowscope/tooling/ports';
import { createFederatedConfig, type BuildMode } from '@flowscope/tooling/webpack';
import { runtimeConfigFromEnv } from './server/host-env.ts';

export default function hostConfig(mode: BuildMode) {
  const runtimeConfig = runtimeConfigFromEnv({ APP_MODE: 'development', ...process.env });
  return createFederatedConfig({
    packageDir: import.meta.dirname,
    federationName: 'host',
    title: 'Flowscope',
    port: resolvePort('host'),
    mode,
    apiTarget: runtimeConfig.apiBaseUrl,
    publicPath: '/',
    devServer: {
      setupMiddlewares: (middlewares, server) => {
        server.app?.get('/runtime-config.json', (_req, res) => {
          res.setHeader('Cache-Control', 'no-store');
          res.json(runtimeConfig);
        });
        return middlewares;
      },
    },
  });
}
