import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { ContentCoding } from './content-coding.ts';

/** Once per build, so the strongest settings: brotli quality 11, gzip level 9. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP = { level: 9 };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function compressSync(coding: ContentCoding, body: Buffer): Buffer {
  return coding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP);
}

/** On libuv's thread pool, so a build compresses its files side by side. */
export function compress(coding: ContentCoding, body: Buffer): Promise<Buffer> {
  return coding === 'br' ? brotliAsync(body, BROTLI) : gzipAsync(body, GZIP);
}
