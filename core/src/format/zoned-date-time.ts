import { displayTimeZone } from './time-zone.ts';

interface ZonedParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

function zoneNameIn(locale: string, timeZone: string, instant: number): string {
  const key = `${locale} ${timeZone}`;
  let format = zoneNameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    zoneNameFormats.set(key, format);
  }
  return format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * The short name of a zone at an instant: 'CET' / 'CEST' for Prague, 'EST' / 'EDT' for New
 * York, 'UTC'. British English names European zones, American English American ones; where
 * neither has a name the offset stands ('GMT+8').
 */
export function timeZoneAbbreviation(
  instant: number,
  timeZone: string = displayTimeZone(),
): string {
  const british = zoneNameIn('en-GB', timeZone, instant);
  if (!/^GMT[+-]/.test(british)) return british;
  const american = zoneNameIn('en-US', timeZone, instant);
  return /^GMT[+-]/.test(american) ? british : american;
}

function partsOf(instant: number, timeZone: string): ZonedParts {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: parts.day ?? '',
    month: parts.month ?? '',
    year: parts.year ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/** 'dd/MM/yyyy HH:mm CET': the date order of the default preference, then the zone's name. */
export function formatZonedDateTime(instant: number, timeZone: string = displayTimeZone()): string {
  const { day, month, year, hour, minute } = partsOf(instant, timeZone);
  return `${day}/${month}/${year} ${hour}:${minute} ${timeZoneAbbreviation(instant, timeZone)}`;
}

/** 'HH:mm CET': a time of today, with its zone. */
export function formatZonedClockTime(
  instant: number,
  timeZone: string = displayTimeZone(),
): string {
  const { hour, minute } = partsOf(instant, timeZone);
  return `${hour}:${minute} ${timeZoneAbbreviation(instant, timeZone)}`;
}
