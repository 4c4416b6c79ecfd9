/**
 * A score as every screen writes it: always one decimal ('35.0', '98.7', '-8.0'), so a
 * column of scores lines up and 35 never looks less precise than 98.7.
 */
export function formatScore(score: number): string {
  const text = score.toFixed(1);
  return text === '-0.0' ? '0.0' : text;
}
