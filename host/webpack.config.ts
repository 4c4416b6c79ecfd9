import { resolvePort } from '@flowscope/tooling/ports';
import { createMonolithConfig } from '@flowscope/tooling/monolith';
import { createFederatedConfig, type BuildMode } from '@flowscope/tooling/webpack';
import { runtimeConfigFromEnv } from './server/host-env.ts';
import { InstallableAppPlugin } from './build/installable-app-plugin.ts';
import { readFirstFrame } from './build/read-first-frame.ts';

/** `monolith`: the same shell with every remote's screens bundled in (`flowscope build --monolith`). */
export default async function hostConfig(
  mode: BuildMode,
  variant: 'federated' | 'monolith' = 'federated',
) {
  const runtimeConfig = runtimeConfigFromEnv({ APP_MODE: 'development', ...process.env });
  const options = {
    packageDir: import.meta.dirname,
    title: 'Flowscope',
    port: resolvePort('host'),
    mode,
    apiTarget: runtimeConfig.apiBaseUrl,
    publicPath: '/',
    firstFrame: readFirstFrame(),
    devServer: {
      setupMiddlewares: (middlewares, server) => {
        server.app?.get('/runtime-config.json', (_req, res) => {
          res.setHeader('Cache-Control', 'no-store');
          res.json(runtimeConfig);
        });
        return middlewares;
      },
    },
  } satisfies Parameters<typeof createMonolithConfig>[0];
  const config =
    variant === 'monolith'
      ? await createMonolithConfig(options)
      : createFederatedConfig({ ...options, federationName: 'host' });
  // A service worker would keep serving a development build's files: production only.
  if (mode === 'production')
    config.plugins = [...(config.plugins ?? []), new InstallableAppPlugin()];
  return config;
}
