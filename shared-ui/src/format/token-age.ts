import { NOT_AVAILABLE, toFiniteNumber } from '@flowscope/core';

export type TokenAge = 'fresh' | 'young';

/** Young up to 7 days in the tables; the alpha DEX card reads young up to 14 days. */
const YOUNG_TOKEN_MAX_DAYS = 7;
export const ALPHA_CARD_YOUNG_TOKEN_MAX_DAYS = 14;

export interface TokenAgeOptions {
  youngUpToDays?: number;
}

/**
 * At most 1 day old is fresh; over 1 and up to 7 days (or 14 on the alpha DEX card, which
 * for whole days reads '2-14') is young; older or unknown ages get no badge.
 */
export function tokenAge(
  daysOld: unknown,
  { youngUpToDays = YOUNG_TOKEN_MAX_DAYS }: TokenAgeOptions = {},
): TokenAge | null {
  const days = toFiniteNumber(daysOld);
  if (days === null) return null;
  if (days <= 1) return 'fresh';
  if (days <= youngUpToDays) return 'young';
  return null;
}

/** The badge of each age: its text and the name of its marker icon (seedling, leaf). */
export const TOKEN_AGE_BADGES: Record<TokenAge, { label: string; markerName: string }> = {
  fresh: { label: 'Fresh Token', markerName: 'seedling' },
  young: { label: 'Young Token', markerName: 'leaf' },
};

const HOURS_PER_DAY = 24;
/** Past a week the hours no longer matter to a trader. */
const HOURS_SHOWN_UNTIL_DAYS = 7;

/** A token's age for a card: '< 1h', '5h', '3d 4h', '12d'; 'N/A' when unknown. */
export function formatTokenAge(daysOld: unknown): string {
  const days = toFiniteNumber(daysOld);
  if (days === null || days < 0) return NOT_AVAILABLE;
  const hours = Math.floor(days * HOURS_PER_DAY);
  if (hours < 1) return '< 1h';
  if (hours < HOURS_PER_DAY) return `${hours}h`;
  const wholeDays = Math.floor(hours / HOURS_PER_DAY);
  const restHours = hours % HOURS_PER_DAY;
  if (days >= HOURS_SHOWN_UNTIL_DAYS || restHours === 0) return `${wholeDays}d`;
  return `${wholeDays}d ${restHours}h`;
}
