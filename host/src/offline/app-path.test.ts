import { describe, expect, it } from 'vitest';
import { appPath } from './app-path.ts';

describe('appPath', () => {
  it('keeps a path of the app with its query', () => {
    expect(appPath('/top-holdings-cex/BTC')).toBe('/top-holdings-cex/BTC');
    expect(appPath('/search?query=0x6982')).toBe('/search?query=0x6982');
  });

  it('never leads off the site', () => {
    for (const url of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      'javascript:alert(1)',
      'top-holdings-cex',
      '',
      null,
      42,
    ]) {
      expect(appPath(url), String(url)).toBe('/');
    }
  });
});
