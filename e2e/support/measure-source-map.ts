/**
 * Which source each byte of a built script came from, read from its source map, so bytes are
 * grouped by what they really are (a library, a package's own code, the runtime) rather than
 * by the file or origin they were served from.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one mappings segment (base64 VLQ) into its fields. */
function decodeVlqSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`Invalid VLQ character ${char} in ${segment}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

export interface RawSourceMap {
  sources: string[];
  mappings: string;
}

/** Characters of generated code per source (`null` for code no source claims). */
export function charactersBySource(map: RawSourceMap, code: string): Map<string | null, number> {
  const lines = code.split('\n');
  const totals = new Map<string | null, number>();
  const add = (source: string | null, count: number) => {
    if (count > 0) totals.set(source, (totals.get(source) ?? 0) + count);
  };
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    let column = 0;
    let covered = 0;
    let current: string | null = null;
    for (const segment of lineMappings.split(',')) {
      if (segment === '') continue;
      const [columnDelta = 0, sourceDelta] = decodeVlqSegment(segment);
      const start = column + columnDelta;
      add(current, start - covered);
      covered = start;
      column = start;
      if (sourceDelta === undefined) {
        current = null;
      } else {
        sourceIndex += sourceDelta;
        current = map.sources[sourceIndex] ?? null;
      }
      // Fields after the source index (line, column, name) are relative too but unused here.
    }
    add(current, lineLength - covered);
  });
  return totals;
}
