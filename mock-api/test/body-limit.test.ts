import { describe, expect, it } from 'vitest';
import { PATHS, RESULT_OK } from '@flowscope/shared-api/contract';
import { MAX_BODY_BYTES } from '../src/http/payload.ts';
import { testApi } from './helpers.ts';

/** A search call whose request states its length, as HTTP clients send it. */
async function searchWithLength(query: string): Promise<Response> {
  const body = JSON.stringify({ user_id: 0, query });
  return testApi().app.request(PATHS.search, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    },
    body,
  });
}

describe('body limit on requests that state their length', () => {
  it('rejects an oversized body with 413 from its Content-Length', async () => {
    const response = await searchWithLength('x'.repeat(MAX_BODY_BYTES + 10));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toContain('too large');
  });

  it('reads a body within the limit', async () => {
    const response = await searchWithLength('cats');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { result: string }).result).toBe(RESULT_OK);
  });
});
