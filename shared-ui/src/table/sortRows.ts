import { czechCollationKey, czechCollator } from './collationKey.ts';
import { parseMoneyString } from './moneyString.ts';
import { readField } from './readField.ts';
import { comparedOrder, keyOrder, numberOrder } from './stableOrder.ts';
import type { SortDirection } from './types.ts';

export const compareCzech = czechCollator.compare;

/** Row positions split by what their sort value is. */
interface Classified {
  numberRows: number[];
  numbers: number[];
  textRows: number[];
  texts: string[];
  nullRows: number[];
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
  rows.forEach((row, position) => {
    const value = readField(row, field);
    let number: number | null = null;
    if (typeof value === 'number') number = value;
    else if (typeof value === 'string') number = parseMoneyString(value);
    else if (typeof value === 'boolean') number = value ? 1 : 0;
    else if (value instanceof Date) number = value.getTime();

    if (value === null || value === undefined || Number.isNaN(number)) {
      classified.nullRows.push(position);
    } else if (number !== null) {
      classified.numberRows.push(position);
      classified.numbers.push(number);
    } else {
      classified.textRows.push(position);
      classified.texts.push(String(value));
    }
  });
  return classified;
}

/** Text by Czech collation: through collation keys when they cover it, else the collator. */
function textOrder(texts: readonly string[], direction: SortDirection): ArrayLike<number> {
  const keys: string[] = [];
  for (const text of texts) {
    const key = czechCollationKey(text);
    // Text outside the key's alphabet (emoji, Cyrillic…) takes the slower, general path.
    if (key === null) return comparedOrder(texts, czechCollator.compare, direction);
    keys.push(key);
  }
  return keyOrder(keys, direction);
}

/**
 * Sorts rows by one field with the spec's rules (§5): nulls last in either direction,
 * numbers and money-shaped strings by value, other strings by Czech collation ignoring case
 * (Intl.Collator('cs', { sensitivity: 'base' })). Ascending puts numbers before text.
 * Returns a new array; rows with equal values keep their order.
 */
export function sortRows<Row extends object>(
  rows: readonly Row[],
  field: string,
  direction: SortDirection,
): Row[] {
  const { numberRows, numbers, textRows, texts, nullRows } = classify(rows, field);
  const numberPart = Array.from(numberOrder(numbers, direction), (at) => numberRows[at] as number);
  const textPart = Array.from(textOrder(texts, direction), (at) => textRows[at] as number);
  const positions =
    direction === 'asc'
      ? [...numberPart, ...textPart, ...nullRows]
      : [...textPart, ...numberPart, ...nullRows];
  return positions.map((position) => rows[position] as Row);
}
