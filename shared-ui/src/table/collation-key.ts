import { builtOnFirstUse } from '@flowscope/core';

/**
 * Built once, on the first sort: building a collator loads its locale data, far more
 * expensive than using one, and too slow to do while the page starts.
 */
export const czechCollator = builtOnFirstUse(
  () => new Intl.Collator('cs', { sensitivity: 'base' }),
);

/**
 * Characters whose Czech collation is one primary weight each: printable ASCII, Latin-1
 * letters and Latin Extended-A. Letters that expand into two (ß, æ, œ, ĳ, ŉ, ŀ) are left
 * out, so strings holding them take the slow path.
 */
const LAST_TABLE_CODE = 0x17f;
const EXPANDING = new Set(['ß', 'æ', 'Æ', 'œ', 'Œ', 'Ĳ', 'ĳ', 'ŉ', 'Ŀ', 'ŀ']);

function tableCharacters(): string[] {
  const characters: string[] = [];
  for (let code = 0x20; code <= LAST_TABLE_CODE; code += 1) {
    if (code > 0x7e && code < 0xc0) continue;
    const character = String.fromCharCode(code);
    if (!EXPANDING.has(character)) characters.push(character);
  }
  return characters;
}

const UNKNOWN = 0;
const IGNORABLE = 1;
const FIRST_WEIGHT = 2;

interface WeightTable {
  /** Primary weight by character code; UNKNOWN outside the table. */
  weights: Uint16Array;
  /** Weight of the Czech letter 'ch', which sorts after 'h'. */
  chWeight: number;
  /** One more than the largest weight: every key code unit is below it. */
  limit: number;
}

let table: WeightTable | null = null;

/**
 * Asks the collator itself for the order of every table character (and of 'ch'), so the
 * weights are whatever the runtime's Czech collation says, not a hand-made copy of it.
 */
function weightTable(): WeightTable {
  if (table) return table;
  const units = [...tableCharacters(), 'ch'];
  const { compare } = czechCollator();
  units.sort(compare);
  const weights = new Uint16Array(LAST_TABLE_CODE + 1);
  let chWeight = 0;
  let weight = FIRST_WEIGHT - 1;
  let previous: string | null = null;
  for (const unit of units) {
    const ignorable = compare(unit, '') === 0;
    if (!ignorable && (previous === null || compare(previous, unit) !== 0)) {
      weight += 1;
      previous = unit;
    }
    if (unit === 'ch') chWeight = weight;
    else weights[unit.charCodeAt(0)] = ignorable ? IGNORABLE : weight;
  }
  table = { weights, chWeight, limit: weight + 1 };
  return table;
}

const isC = (code: number) => code === 0x63 || code === 0x43;
const isH = (code: number) => code === 0x68 || code === 0x48;

/**
 * A key whose plain string order equals Czech collation ignoring case and accents
 * (Intl.Collator('cs', { sensitivity: 'base' })): one code unit per primary weight, 'ch'
 * as one letter. Comparing keys is several times faster than calling the collator, which
 * keeps sorting 10,000 names inside a frame. Null when the text has a character outside
 * the table; the caller then falls back to the collator.
 */
export function czechCollationKey(text: string): string | null {
  const { weights, chWeight } = weightTable();
  const codes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code > LAST_TABLE_CODE) return null;
    const weight = weights[code] as number;
    if (weight === UNKNOWN) return null;
    if (weight === IGNORABLE) continue;
    if (isC(code) && isH(text.charCodeAt(index + 1))) {
      codes.push(chWeight);
      index += 1;
    } else {
      codes.push(weight);
    }
  }
  return String.fromCharCode(...codes);
}

/** Every code unit of a collation key is below this number. */
export function collationKeyLimit(): number {
  return weightTable().limit;
}
