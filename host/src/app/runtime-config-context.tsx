import { createContext, use } from 'react';
import type { RuntimeConfig } from '../config/runtime-config.ts';

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = use(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig() needs a RuntimeConfigContext provider');
  return config;
}
