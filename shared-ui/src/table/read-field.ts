/** Reads an arbitrary column key from a row; rows are records with keys chosen by callers. */
export function readField(row: object, key: string): unknown {
  return (row as Record<string, unknown>)[key];
}
