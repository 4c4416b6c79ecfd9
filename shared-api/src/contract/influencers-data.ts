/**
 * `influencers_data` on alert records is a comma-separated list of entries; the parts of
 * one entry are separated by INFLUENCER_PART_DELIMITER (data-screens §3 leaves the
 * delimiter open; this contract fixes it to '|'). Handles never contain ',' or '|'.
 *
 * - DEX entry: `handle|score`            e.g. `cryptokitty|12.5`
 * - CEX entry: `handle|position|score`   e.g. `perpwhale|long|-3.2` (position is 'long'
 *   or 'short'; the score is the third part)
 *
 * The score is the influencer's score impact on the signal. The avatar is derived from
 * the handle ({handle}.jpg). For anonymous visitors the handles are '***'. An empty
 * string means no influencer took part.
 */
export const INFLUENCER_PART_DELIMITER = '|';
export const INFLUENCER_ENTRY_SEPARATOR = ',';

export type InfluencerDataKind = 'dex' | 'cex';

export interface InfluencerDataEntry {
  name: string;
  score: number;
}

/** Parses influencers_data; malformed entries are skipped rather than thrown on. */
export function parseInfluencersData(
  value: string | null | undefined,
  kind: InfluencerDataKind,
): InfluencerDataEntry[] {
  if (!value) return [];
  const scoreIndex = kind === 'dex' ? 1 : 2;
  const entries: InfluencerDataEntry[] = [];
  for (const raw of value.split(INFLUENCER_ENTRY_SEPARATOR)) {
    const parts = raw.trim().split(INFLUENCER_PART_DELIMITER);
    const name = parts[0];
    const score = Number(parts[scoreIndex]);
    if (name && parts.length === scoreIndex + 1 && Number.isFinite(score)) {
      entries.push({ name, score });
    }
  }
  return entries;
}

/** Builds one entry; `position` is required for CEX entries and ignored for DEX. */
export function formatInfluencerEntry(
  kind: InfluencerDataKind,
  name: string,
  score: number,
  position: 'long' | 'short' = 'long',
): string {
  const parts = kind === 'dex' ? [name, String(score)] : [name, position, String(score)];
  return parts.join(INFLUENCER_PART_DELIMITER);
}
