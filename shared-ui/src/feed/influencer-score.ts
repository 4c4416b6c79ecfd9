/** A handle the API masked for anonymous visitors ('***'), which has no profile to show. */
export function isMaskedHandle(handle: string): boolean {
  return /^\*+$/.test(handle.trim());
}

/** An influencer's score impact with its sign, e.g. '+4.9' or '-3.8'. */
export function formatScoreImpact(score: number): string {
  if (!Number.isFinite(score)) return 'N/A';
  const rounded = Math.round(score * 10) / 10;
  return rounded > 0 ? `+${rounded}` : String(rounded);
}
