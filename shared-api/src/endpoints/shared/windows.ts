const HOUR_MS = 60 * 60 * 1000;

/** Spec §9: accumulation and holder loads default to the last 720 hours. */
export const DEFAULT_WINDOW_HOURS = 720;

export function hoursAgoIso(hours: number, now: number = Date.now()): string {
  return new Date(now - hours * HOUR_MS).toISOString();
}
