import type { APIRequestContext } from '@playwright/test';
import { E2E_PORTS } from './env.ts';

/** mock-api itself, not through the host: its test control answers only direct callers. */
export const TEST_CONTROL_API = `http://127.0.0.1:${E2E_PORTS.api}`;

export interface ListedDexSignal {
  ticker: string;
  token_name: string;
}

/** The Alpha Feed DEX list as a visitor gets it, asked of mock-api directly. */
export async function listedDexSignals(request: APIRequestContext): Promise<ListedDexSignal[]> {
  const listed = await request.post(`${TEST_CONTROL_API}/get_dex_alerts`, {
    data: { user_id: 0 },
  });
  return ((await listed.json()) as { data: ListedDexSignal[] }).data;
}
