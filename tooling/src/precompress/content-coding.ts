/**
 * The encodings every text file of a build is stored in beside itself (`main.js.br`,
 * `main.js.gz`), in the order a server prefers them: brotli is smaller, gzip reaches every
 * client. nginx's brotli_static and gzip_static serve the same siblings, so the node servers
 * and the edge send the same bytes.
 */
export const PRECOMPRESSED = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

export type ContentCoding = (typeof PRECOMPRESSED)[number]['coding'];

const TEXT_FILE = /\.(js|mjs|cjs|css|html|json|svg|txt|xml|webmanifest)$/;
const SIBLING = /\.(br|gz)$/;

/** Text files gain from compression; images, fonts and the siblings themselves do not. */
export function isCompressible(fileName: string): boolean {
  return TEXT_FILE.test(fileName) && !SIBLING.test(fileName);
}

/** `main.js.br`, `index.html.gz`: a build's compressed copy of a text file. */
export function isPrecompressedSibling(fileName: string): boolean {
  return SIBLING.test(fileName) && isCompressible(fileName.replace(SIBLING, ''));
}

/** The file a sibling stands for (`main.js.br` → `main.js`); any other name as it is. */
export function withoutSiblingSuffix(fileName: string): string {
  return isPrecompressedSibling(fileName) ? fileName.replace(SIBLING, '') : fileName;
}

/**
 * The precompressed codings an `Accept-Encoding` header allows, best first. A coding is
 * allowed when named with a q above 0, or covered by `*` and not refused by name.
 */
export function acceptedCodings(acceptEncoding: string | undefined): ContentCoding[] {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const allowed = (coding: string): boolean => {
    const named = weights.get(coding);
    if (named !== undefined) return named > 0;
    return (weights.get('*') ?? 0) > 0;
  };
  return PRECOMPRESSED.map(({ coding }) => coding).filter(allowed);
}

export function suffixOf(coding: ContentCoding): string {
  return PRECOMPRESSED.find((entry) => entry.coding === coding)?.suffix ?? '';
}
