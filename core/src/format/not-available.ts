/** What every formatter shows for a missing or non-numeric value (data-screens.md §2). */
export const NOT_AVAILABLE = 'N/A';

/** A finite number from a number or a numeric string; null for anything else. */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}
