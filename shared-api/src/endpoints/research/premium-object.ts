import type * as z from 'zod/mini';
import type { Result } from '../../contract/envelope.ts';
import { apiPost } from '../../http/request.ts';
import type { PremiumObject } from '../shared/results.ts';

/** What a premium-gated object call answers: the object, or null with 'Non-premium'. */
type PremiumAnswer<Record> = { result: Result; data: Record | null };

/**
 * POSTs a premium-gated object call, parses its answer where it enters and maps the object;
 * a 'Non-premium' answer comes back as `premiumRequired` (the screen shows its lock).
 */
export async function postPremiumObject<Record, View>(call: {
  path: string;
  payload: unknown;
  schema: z.ZodMiniType<PremiumAnswer<Record>>;
  map: (record: Record) => View;
  signal?: AbortSignal | undefined;
}): Promise<PremiumObject<View>> {
  const { data } = await apiPost(call.path, call.payload, call.schema, { signal: call.signal });
  return data.data === null
    ? { data: null, premiumRequired: true }
    : { data: call.map(data.data), premiumRequired: false };
}
