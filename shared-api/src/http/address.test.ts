import { describe, expect, it } from 'vitest';
import { buildApiUrl, isLocalHost } from './address.ts';

const local = { origin: 'http://localhost:3000', hostname: 'localhost' };
const loopback = { origin: 'http://127.0.0.1:3000', hostname: '127.0.0.1' };
const remote = { origin: 'https://app.flowscope.io', hostname: 'app.flowscope.io' };
const config = { apiBaseUrl: 'https://api.flowscope.io/', apiVersion: '' };

describe('isLocalHost', () => {
  it('knows localhost and 127.0.0.1 only', () => {
    expect(isLocalHost('localhost')).toBe(true);
    expect(isLocalHost('127.0.0.1')).toBe(true);
    expect(isLocalHost('app.flowscope.io')).toBe(false);
  });
});

describe('buildApiUrl (spec §7 address building)', () => {
  it('adds a missing leading slash', () => {
    expect(buildApiUrl('search', config, remote)).toBe('https://api.flowscope.io/search');
    expect(buildApiUrl('search', config, local)).toBe('http://localhost:3000/api/search');
  });

  it("sends the path under the page's own /api prefix on localhost and 127.0.0.1", () => {
    expect(buildApiUrl('/cex_top_accumulations', config, local)).toBe(
      'http://localhost:3000/api/cex_top_accumulations',
    );
    expect(buildApiUrl('/search', config, loopback)).toBe('http://127.0.0.1:3000/api/search');
  });

  it('uses the configured base without its trailing slash elsewhere', () => {
    expect(buildApiUrl('/cex_top_holdings', config, remote)).toBe(
      'https://api.flowscope.io/cex_top_holdings',
    );
    expect(
      buildApiUrl('/x', { apiBaseUrl: 'https://api.flowscope.io///', apiVersion: '' }, remote),
    ).toBe('https://api.flowscope.io/x');
  });

  it('adds no version segment when none is configured (the product default is empty)', () => {
    expect(buildApiUrl('/search', { ...config, apiVersion: '' }, remote)).toBe(
      'https://api.flowscope.io/search',
    );
  });

  it('adds a configured version segment between base and path', () => {
    expect(buildApiUrl('/search', { ...config, apiVersion: 'v1' }, remote)).toBe(
      'https://api.flowscope.io/v1/search',
    );
    expect(buildApiUrl('search', { ...config, apiVersion: '/v2/' }, remote)).toBe(
      'https://api.flowscope.io/v2/search',
    );
  });

  it('does not add the version when the path already has it', () => {
    expect(buildApiUrl('/v1/search', { ...config, apiVersion: 'v1' }, remote)).toBe(
      'https://api.flowscope.io/v1/search',
    );
    // a path that merely starts with the same letters is not versioned
    expect(buildApiUrl('/v1beta/search', { ...config, apiVersion: 'v1' }, remote)).toBe(
      'https://api.flowscope.io/v1/v1beta/search',
    );
  });

  it('ignores the version segment on localhost (the host proxies /api as is)', () => {
    expect(buildApiUrl('/search', { ...config, apiVersion: 'v1' }, local)).toBe(
      'http://localhost:3000/api/search',
    );
  });

  it("falls back to the page's own host when no base is configured", () => {
    expect(buildApiUrl('/search', { apiBaseUrl: '', apiVersion: '' }, remote)).toBe(
      'https://app.flowscope.io/search',
    );
  });
});
