/** Default ports of the composed app (ARCHITECTURE.md); every one can be overridden by env. */
export const DEFAULT_PORTS = {
  host: 3000,
  'remote-cex': 3001,
  'remote-dex': 3002,
  'remote-account': 3003,
  'remote-research': 3004,
  'mock-api': 4000,
} as const;

export type AppName = keyof typeof DEFAULT_PORTS;

const PORT_ENV: Record<AppName, string> = {
  host: 'PORT',
  'remote-cex': 'REMOTE_CEX_PORT',
  'remote-dex': 'REMOTE_DEX_PORT',
  'remote-account': 'REMOTE_ACCOUNT_PORT',
  'remote-research': 'REMOTE_RESEARCH_PORT',
  'mock-api': 'MOCK_API_PORT',
};

export function isAppName(name: string): name is AppName {
  return Object.hasOwn(DEFAULT_PORTS, name);
}

export function portEnvName(app: AppName): string {
  return PORT_ENV[app];
}

export function resolvePort(app: AppName, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[PORT_ENV[app]];
  if (raw === undefined || raw === '') return DEFAULT_PORTS[app];
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${PORT_ENV[app]} must be a port number between 1 and 65535, got "${raw}"`);
  }
  return port;
}
