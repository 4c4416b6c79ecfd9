import { beforeAll, describe, expect, it } from 'vitest';
import {
  CexTopAccumulationsResponseSchema,
  CexTopHoldingsResponseSchema,
  DexTopAccumulationsResponseSchema,
  DexTopHoldersResponseSchema,
  ESSENTIAL_FIELDS,
  MASKED_NAME,
  MASKED_TOP_ROWS,
  PATHS,
} from '@flowscope/shared-api/contract';
import { hoursAgo, postJson, signIn, testApi, type Session, type TestApi } from './helpers.ts';

type Row = Record<string, unknown>;

/** One anonymous answer, and who each of its rows is (from a premium trader's same call). */
interface Answer {
  label: string;
  rows: Row[];
  identities: string[];
}

const WINDOWS = [4, 24, 168, 720];
const DEX_NETWORKS = ['', 'base', 'ethereum', 'solana'];

/** Every anonymous call a visitor could join: each list, window and filter combination. */
function calls(): { label: string; path: string; body: Row }[] {
  const out: { label: string; path: string; body: Row }[] = [];
  for (const hours of WINDOWS) {
    const from_datetime = hoursAgo(hours);
    out.push({
      label: `cex acc ${hours}h`,
      path: PATHS.cexTopAccumulations,
      body: { from_datetime },
    });
    out.push({
      label: `cex acc ${hours}h all tokens, small caps`,
      path: PATHS.cexTopAccumulations,
      body: { from_datetime, token_filter: 'all_tokens', max_market_cap: 5e8 },
    });
    out.push({ label: `cex hold ${hours}h`, path: PATHS.cexTopHoldings, body: { from_datetime } });
    out.push({
      label: `cex hold ${hours}h small caps`,
      path: PATHS.cexTopHoldings,
      body: { from_datetime, max_cap: 5e8 },
    });
    for (const filter_network of DEX_NETWORKS) {
      for (const token_filter of ['top_accumulations', 'all_tokens', 'fresh_tokens']) {
        out.push({
          label: `dex acc ${hours}h ${filter_network || 'any'} ${token_filter}`,
          path: PATHS.dexTopAccumulations,
          body: { from_datetime, filter_network, token_filter },
        });
      }
      out.push({
        label: `dex hold ${hours}h ${filter_network || 'any'}`,
        path: PATHS.dexTopHolders,
        body: { from_datetime, filter_network },
      });
    }
  }
  out.push({ label: 'dex hold young', path: PATHS.dexTopHolders, body: { max_days_old: 7 } });
  return out;
}

const identity = (row: Row): string =>
  typeof row.coin === 'string' ? `cex:${row.coin}` : `dex:${String(row.address)}`;

const isMasked = (row: Row): boolean =>
  row.coin === MASKED_NAME || row.token_name === MASKED_NAME || row.ticker === MASKED_NAME;

/** The values of a masked row that could point at a token: not the mask, a flag or null. */
function remainingValues(row: Row): [string, unknown][] {
  return Object.entries(row).filter(
    ([, value]) => value !== null && value !== MASKED_NAME && typeof value !== 'boolean',
  );
}

describe('anonymous masking cannot be undone by joining anonymous answers', () => {
  let api: TestApi;
  let premium: Session;
  const answers: Answer[] = [];

  beforeAll(async () => {
    api = testApi();
    premium = await signIn(api, 'premium');
    const schemas = {
      [PATHS.cexTopAccumulations]: CexTopAccumulationsResponseSchema,
      [PATHS.cexTopHoldings]: CexTopHoldingsResponseSchema,
      [PATHS.dexTopAccumulations]: DexTopAccumulationsResponseSchema,
      [PATHS.dexTopHolders]: DexTopHoldersResponseSchema,
    } as const;
    for (const call of calls()) {
      const anonymous = await postJson<{ data: Row[] }>(api, call.path, {
        user_id: 0,
        ...call.body,
      });
      const named = await postJson<{ data: Row[] }>(
        api,
        call.path,
        { user_id: premium.userId, ...call.body },
        premium.token,
      );
      // The masked shape is the contract's, so the screens read it as they read any row.
      const schema = schemas[call.path as keyof typeof schemas];
      expect(schema.safeParse(anonymous.body).success, call.label).toBe(true);
      expect(anonymous.body.data.length, call.label).toBe(named.body.data.length);
      answers.push({
        label: call.label,
        rows: anonymous.body.data,
        identities: named.body.data.map(identity),
      });
    }
  });

  it('locks the top rows of every answer: names and every figure', () => {
    for (const answer of answers) {
      const masked = answer.rows.filter(isMasked).length;
      expect(masked, answer.label).toBe(Math.min(MASKED_TOP_ROWS, answer.rows.length));
      // Locked: the mask, no star, and no figure at all.
      for (const row of answer.rows.slice(0, MASKED_TOP_ROWS)) {
        expect(remainingValues(row), answer.label).toEqual([]);
        expect(row.favorites, answer.label).toBe(false);
      }
    }
  });

  it('gives a locked row none of the market essentials, and every other row all of them', () => {
    let unmasked = 0;
    for (const answer of answers) {
      for (const row of answer.rows) {
        // Price, volume, liquidity, holders, risk flags or a logo would name the token.
        const carried = ESSENTIAL_FIELDS.filter((field) => field in row);
        if (isMasked(row)) {
          expect(carried, answer.label).toEqual([]);
        } else {
          unmasked += 1;
          expect(row.price, answer.label).toEqual(expect.any(Number));
          expect(row.logo_url, answer.label).toEqual(expect.any(String));
        }
      }
    }
    expect(unmasked).toBeGreaterThan(0);
  });

  it('no masked row can be named by a value that singles out its token in another anonymous answer', () => {
    const leaks: string[] = [];
    let joinable = 0;
    for (const answer of answers) {
      answer.rows.forEach((row, index) => {
        if (!isMasked(row)) return;
        const truth = answer.identities[index];
        for (const other of answers) {
          if (other === answer) continue;
          const unmasked = other.rows
            .map((candidate, i) => ({ candidate, who: other.identities[i] }))
            .filter(({ candidate }) => !isMasked(candidate));
          if (unmasked.some(({ who }) => who === truth)) joinable += 1;
          for (const [field, value] of remainingValues(row)) {
            // Any field: the same quantity goes by other names (netflow, smw_flow, smw_in).
            const matches = unmasked.filter(({ candidate }) =>
              Object.values(candidate).some((candidateValue) => candidateValue === value),
            );
            if (matches.length === 1 && matches[0]?.who === truth) {
              leaks.push(
                `${answer.label} row ${index + 1} (${field}=${String(value)}) → ${other.label}`,
              );
            }
          }
        }
      });
    }
    // The join is possible at all: masked tokens do show unmasked in other answers.
    expect(joinable).toBeGreaterThan(0);
    expect(leaks.slice(0, 10)).toEqual([]);
  });
});
