import { mapInSlices, type ItemRange } from '@flowscope/core';
import * as z from 'zod/mini';
import { ResultSchema } from '../../contract/envelope.ts';
import { apiPost, invalidResponseError } from '../../http/request.ts';
import { isNonPremium, type PremiumList } from './results.ts';

/**
 * Every list's answer as it enters (contract/envelope.ts: `{ result, data: Record[] }`), its
 * records left to be read one by one, in slices.
 */
const ListAnswerSchema = z.object({ result: ResultSchema, data: z.array(z.unknown()) });

/** One list call: where it goes, what it sends, how its records are read and shown. */
export interface ListCall<Record, Row> {
  path: string;
  payload: unknown;
  /** One record of the answer, as the contract has it. */
  record: z.ZodMiniType<Record>;
  /**
   * The display rows of records [start, end): what mapping all the records gives there (ids
   * and anything else read from the whole answer included), so the rows can be made in slices.
   */
  map: (records: readonly Record[], range: ItemRange) => Row[];
  signal?: AbortSignal | undefined;
}

/**
 * POSTs a list call and reads its answer where it enters: each record validated, then mapped
 * to a display row, both in slices of a few milliseconds with the page's thread given back
 * between them (two hundred signals took one task of 90 ms on a desktop, four times that on a
 * phone, through which the page could neither paint nor take a tap). A record the contract
 * does not allow fails the whole answer, as 'Unexpected response from /path'.
 */
async function readList<Record, Row>(call: ListCall<Record, Row>) {
  const { data: answer, status } = await apiPost(call.path, call.payload, ListAnswerSchema, {
    signal: call.signal,
  });
  const items = answer.data;
  const records = await mapInSlices(items.length, ({ start, end }) =>
    items.slice(start, end).map((item) => {
      const parsed = call.record.safeParse(item);
      if (!parsed.success) throw invalidResponseError(call.path, status, answer, parsed.error);
      return parsed.data;
    }),
  );
  const rows = await mapInSlices(records.length, (range) => call.map(records, range));
  return { result: answer.result, rows };
}

/** POSTs a list call and gives its records as display rows. */
export async function postList<Record, Row>(call: ListCall<Record, Row>): Promise<Row[]> {
  return (await readList(call)).rows;
}

/** As `postList`, for a premium-gated list: a 'Non-premium' answer is told apart from no rows. */
export async function postPremiumList<Record, Row>(
  call: ListCall<Record, Row>,
): Promise<PremiumList<Row>> {
  const { result, rows } = await readList(call);
  return { items: rows, premiumRequired: isNonPremium(result) };
}
