import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS, type DexTopAccumulation } from '@flowscope/shared-api/contract';
import { renderLogoSvg } from '../src/views/logo.ts';
import { hoursAgo, postJson, testApi, type TestApi } from './helpers.ts';

describe('GET /logos/{key}.svg', () => {
  let api: TestApi;
  let rows: DexTopAccumulation[];
  beforeAll(async () => {
    api = testApi();
    const { body } = await postJson<{ data: DexTopAccumulation[] }>(
      api,
      PATHS.dexTopAccumulations,
      { user_id: 0, from_datetime: hoursAgo(24), token_filter: 'all_tokens' },
    );
    rows = body.data.filter((row) => row.logo_url);
  });

  it('serves every logo a list names, as an SVG cached for ever', async () => {
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows.slice(0, 10)) {
      const response = await api.app.request(row.logo_url ?? '');
      expect(response.status, row.logo_url ?? '').toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|on\w+=|href=/i);
      // The ticker's first letters, nothing else of the token's text.
      const letters = row.ticker
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 3)
        .toUpperCase();
      expect(svg).toContain(`>${letters}</text>`);
    }
  });

  it('draws the same bytes for a key every time, and different tokens differently', async () => {
    const [first, second] = rows;
    const once = await (await api.app.request(first?.logo_url ?? '')).text();
    const twice = await (await api.app.request(first?.logo_url ?? '')).text();
    expect(twice).toBe(once);
    const other = await (await api.app.request(second?.logo_url ?? '')).text();
    expect(other).not.toBe(once);
    const btc = await api.app.request('/logos/cex-btc.svg');
    expect(btc.status).toBe(200);
    expect(await btc.text()).toContain('>BTC</text>');
  });

  it("answers 404 for anything that is not a listed token's own key", async () => {
    const evm = rows.find((row) => row.address?.startsWith('0x'));
    const shouting = `/logos/${evm?.network}-${evm?.address?.toUpperCase().replace('0X', '0x')}.svg`;
    for (const path of [
      '/logos/cex-nope.svg',
      '/logos/cex-BTC.svg',
      shouting,
      '/logos/mars-0xabc.svg',
      '/logos/cex-btc.png',
      '/logos/%3Cscript%3E.svg',
      `/logos/cex-${'a'.repeat(80)}.svg`,
      '/logos/ethereum-0x0000000000000000000000000000000000000000.svg',
    ]) {
      const response = await api.app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBeNull();
      expect(((await response.json()) as { message: string }).message).toBe('Unknown logo');
    }
  });
});

describe('renderLogoSvg', () => {
  it('writes no input into the picture but the escaped first letters of the ticker', () => {
    const key = 'cex-"><script>alert(1)</script>';
    const svg = renderLogoSvg(key, '<img src=x onerror=alert(1)>');
    expect(svg).not.toContain('<img');
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('alert');
    expect(svg).toContain('>IMG</text>');
    expect(renderLogoSvg('cex-x', '$$$')).toContain('>?</text>');
  });
});
