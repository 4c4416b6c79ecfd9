import { parseRuntimeConfig, resolveRuntimeConfig, type RuntimeConfig } from './runtime-config.ts';

const RUNTIME_CONFIG_URL = '/runtime-config.json';

/**
 * Exactly what the page's preload hint announces (`rel=preload; as=fetch; crossorigin`: CORS
 * mode, same-origin credentials, the default cache mode), or browsers fetch it a second time
 * and warn that the preload was never used. Freshness comes from the server's `no-cache`.
 */
const RUNTIME_CONFIG_REQUEST: Readonly<RequestInit> = {
  mode: 'cors',
  credentials: 'same-origin',
  cache: 'default',
};

export async function loadRuntimeConfig(origin: string): Promise<RuntimeConfig> {
  const response = await fetch(RUNTIME_CONFIG_URL, RUNTIME_CONFIG_REQUEST);
  if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
  return resolveRuntimeConfig(parseRuntimeConfig(await response.json()), origin);
}
