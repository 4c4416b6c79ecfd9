/**
 * Which clock absolute times are shown on. The spec shows times in Prague; a trader may
 * choose their own clock or UTC instead ('Times in', saved with their preferences). One
 * choice for the whole page: every formatter reads it, every time component re-renders on it.
 */
export const TIME_ZONE_CHOICES = ['prague', 'local', 'utc'] as const;
export type TimeZoneChoice = (typeof TIME_ZONE_CHOICES)[number];

export const DEFAULT_TIME_ZONE_CHOICE: TimeZoneChoice = 'prague';

/** The spec's display zone (shell §9). */
export const PRAGUE_TIME_ZONE = 'Europe/Prague';

export const TIME_ZONE_CHOICE_LABELS: Record<TimeZoneChoice, string> = {
  prague: 'Prague',
  local: 'My time zone',
  utc: 'UTC',
};

let choice: TimeZoneChoice = DEFAULT_TIME_ZONE_CHOICE;
const listeners = new Set<() => void>();

export function isTimeZoneChoice(value: unknown): value is TimeZoneChoice {
  return typeof value === 'string' && (TIME_ZONE_CHOICES as readonly string[]).includes(value);
}

export function displayTimeZoneChoice(): TimeZoneChoice {
  return choice;
}

/** Switches every time on the page to another clock. */
export function setDisplayTimeZoneChoice(next: TimeZoneChoice): void {
  if (next === choice) return;
  choice = next;
  for (const notify of listeners) notify();
}

export function subscribeDisplayTimeZone(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** How long the browser's zone is taken as known: asking builds a formatter each time. */
const BROWSER_ZONE_FRESH_MS = 60_000;
let browserZone: { zone: string; askedAt: number } | null = null;

/**
 * The browser's own IANA zone ('America/New_York'); UTC when the browser cannot say. Asked
 * again after a minute, so a device that changes zone (a trader landing) is followed.
 */
export function browserTimeZone(): string {
  const now = Date.now();
  if (browserZone === null || now - browserZone.askedAt > BROWSER_ZONE_FRESH_MS) {
    browserZone = {
      zone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
      askedAt: now,
    };
  }
  return browserZone.zone;
}

/** The IANA zone a choice stands for. */
export function ianaTimeZoneOf(zoneChoice: TimeZoneChoice): string {
  if (zoneChoice === 'utc') return 'UTC';
  if (zoneChoice === 'local') return browserTimeZone();
  return PRAGUE_TIME_ZONE;
}

/** The IANA zone times are shown in now. */
export function displayTimeZone(): string {
  return ianaTimeZoneOf(choice);
}
