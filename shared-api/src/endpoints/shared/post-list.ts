import type * as z from 'zod/mini';
import type { Result } from '../../contract/envelope.ts';
import { apiPost } from '../../http/request.ts';
import { isNonPremium, type PremiumList } from './results.ts';

/** What every list call answers: the result word and its records. */
interface ListAnswer<Record> {
  result: Result;
  data: Record[];
}

/** One list call: where it goes, what it sends, how its answer is read and shown. */
export interface ListCall<Record, Row> {
  path: string;
  payload: unknown;
  schema: z.ZodMiniType<ListAnswer<Record>>;
  map: (records: readonly Record[]) => Row[];
  signal?: AbortSignal | undefined;
}

/** POSTs a list call, parses the answer where it enters and maps its records to display rows. */
export async function postList<Record, Row>(call: ListCall<Record, Row>): Promise<Row[]> {
  const { data } = await apiPost(call.path, call.payload, call.schema, { signal: call.signal });
  return call.map(data.data);
}

/** As `postList`, for a premium-gated list: a 'Non-premium' answer is told apart from no rows. */
export async function postPremiumList<Record, Row>(
  call: ListCall<Record, Row>,
): Promise<PremiumList<Row>> {
  const { data } = await apiPost(call.path, call.payload, call.schema, { signal: call.signal });
  return { items: call.map(data.data), premiumRequired: isNonPremium(data.result) };
}
