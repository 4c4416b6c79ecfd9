/**
 * What the API client needs to know about its deployment. The host fills it from
 * /runtime-config.json at start-up; a remote's standalone frame fills it itself.
 */
export interface ApiConfig {
  /** Public base address of the API, e.g. `https://api.example.com` (no trailing slash needed). */
  apiBaseUrl: string;
  /** Optional version segment; empty in this product (spec §9). */
  apiVersion: string;
  mode: 'production' | 'development';
  /** Internal header value; only ever present in development configuration (spec §7). */
  internalApiKey?: string;
  /** The influencer image bucket; beside the API (`/avatars`) when absent. */
  avatarBucketUrl?: string;
  /** Spec §9 'Debug' flag: a failed sign-in falls back to the mock user (spec §7). */
  debug?: boolean;
  /** Spec §9 'mock data' flag: the mock user stands in while the auth service is down. */
  mockData?: boolean;
}

const DEFAULT_CONFIG: ApiConfig = {
  apiBaseUrl: '',
  apiVersion: '',
  mode: 'development',
};

let current: ApiConfig = DEFAULT_CONFIG;

export function configureApi(config: ApiConfig): void {
  current = { ...config };
}

export function getApiConfig(): Readonly<ApiConfig> {
  return current;
}

export function resetApiConfig(): void {
  current = DEFAULT_CONFIG;
}
