import { describe, expect, it } from 'vitest';
import {
  acceptedCodings,
  isCompressible,
  isPrecompressedSibling,
  withoutSiblingSuffix,
} from '../src/precompress/content-coding.ts';

describe('acceptedCodings', () => {
  it('prefers brotli, then gzip', () => {
    expect(acceptedCodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('gzip;q=1.0, br;q=0.5')).toEqual(['br', 'gzip']);
  });

  it('leaves out what the client refuses or does not name', () => {
    expect(acceptedCodings('gzip, deflate')).toEqual(['gzip']);
    expect(acceptedCodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedCodings('identity')).toEqual([]);
    expect(acceptedCodings('')).toEqual([]);
    expect(acceptedCodings(undefined)).toEqual([]);
  });

  it('reads * as every coding not refused by name', () => {
    expect(acceptedCodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('br;q=0, *')).toEqual(['gzip']);
    expect(acceptedCodings('*;q=0')).toEqual([]);
  });
});

describe('isCompressible', () => {
  it('takes text files, not binaries or the siblings themselves', () => {
    expect(isCompressible('main.js')).toBe(true);
    expect(isCompressible('index.html')).toBe(true);
    expect(isCompressible('mf-manifest.json')).toBe(true);
    expect(isCompressible('logo.png')).toBe(false);
    expect(isCompressible('main.js.br')).toBe(false);
    expect(isCompressible('main.js.gz')).toBe(false);
  });

  it('names the file a sibling stands for', () => {
    expect(withoutSiblingSuffix('12.abcdef12.js.br')).toBe('12.abcdef12.js');
    expect(withoutSiblingSuffix('index.html.gz')).toBe('index.html');
    expect(withoutSiblingSuffix('index.html')).toBe('index.html');
    expect(withoutSiblingSuffix('data.tar.gz')).toBe('data.tar.gz');
    expect(isPrecompressedSibling('main.js.br')).toBe(true);
    expect(isPrecompressedSibling('data.tar.gz')).toBe(false);
  });
});
