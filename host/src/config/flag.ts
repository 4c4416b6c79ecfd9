/**
 * Spec §9: a boolean setting is true only for 'true' or '1'; any other value (absent, 'yes',
 * 'on', a typo) is false, never a start-up error. A JSON true or 1 reads as 'true' or '1'.
 */
export function readFlag(value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'boolean' && typeof value !== 'number') {
    return false;
  }
  const text = String(value);
  return text === 'true' || text === '1';
}
