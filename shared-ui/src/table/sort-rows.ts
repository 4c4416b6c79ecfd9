import { collationKeyLimit, czechCollationKey, czechCollator } from './collation-key.ts';
import { parseMoneyString } from '@flowscope/core';
import { readField } from './read-field.ts';
import { comparedOrder, keyOrder, numberOrder } from './stable-order.ts';
import type { SortDirection } from './types.ts';

/** Row positions split by what their sort value is. */
interface Classified {
  numberRows: number[];
  numbers: number[];
  textRows: number[];
  texts: string[];
  nullRows: number[];
}

/** The number a cell sorts by, NaN for a null, or null for text. */
function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return parseMoneyString(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  if (value === null || value === undefined) return Number.NaN;
  return null;
}

/**
 * Numbers, booleans, dates and money-shaped strings ('$1.2M', '3B', '2 trillion') sort as
 * numbers; null, undefined and NaN are nulls; everything else is text.
 */
function classify(rows: readonly object[], field: string): Classified {
  const classified: Classified = {
    numberRows: [],
    numbers: [],
    textRows: [],
    texts: [],
    nullRows: [],
  };
  for (let position = 0; position < rows.length; position += 1) {
    const value = readField(rows[position] as object, field);
    const number = numericValue(value);
    if (number === null) {
      classified.textRows.push(position);
      classified.texts.push(String(value));
    } else if (Number.isNaN(number)) {
      classified.nullRows.push(position);
    } else {
      classified.numberRows.push(position);
      classified.numbers.push(number);
    }
  }
  return classified;
}

/** Text by Czech collation: through collation keys when they cover it, else the collator. */
function textOrder(texts: readonly string[], direction: SortDirection): ArrayLike<number> {
  const keys: string[] = [];
  for (const text of texts) {
    const key = czechCollationKey(text);
    // Text outside the key's alphabet (emoji, Cyrillic…) takes the slower, general path.
    if (key === null) return comparedOrder(texts, czechCollator().compare, direction);
    keys.push(key);
  }
  return keyOrder(keys, direction, collationKeyLimit());
}

/**
 * Sorts rows by one field with the spec's rules (§5): nulls last in either direction,
 * numbers and money-shaped strings by value, other strings by Czech collation ignoring case
 * (Intl.Collator('cs', { sensitivity: 'base' })). Numbers come before text either way.
 * Returns a new array; rows with equal values keep their order.
 */
export function sortRows<Row extends object>(
  rows: readonly Row[],
  field: string,
  direction: SortDirection,
): Row[] {
  const { numberRows, numbers, textRows, texts, nullRows } = classify(rows, field);
  const numberPositions = numberOrder(numbers, direction);
  const textPositions = textOrder(texts, direction);
  // Numbers lead in both directions: a column of amounts with a stray word ('N/A') keeps
  // the amounts on top, as nulls are kept at the bottom.
  const sorted: Row[] = [];
  for (const at of numberPositions) sorted.push(rows[numberRows[at] as number] as Row);
  for (let index = 0; index < textPositions.length; index += 1) {
    sorted.push(rows[textRows[textPositions[index] as number] as number] as Row);
  }
  for (const position of nullRows) sorted.push(rows[position] as Row);
  return sorted;
}
