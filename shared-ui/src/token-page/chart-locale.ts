/** What the chart formats its dates with when the browser's locale is one Intl rejects. */
const FALLBACK_CHART_LOCALE = 'en-US';

/**
 * A locale the chart can format with. Browsers may report one Intl throws on (a process
 * started with LANG=C reports "C"), and the chart library would throw while painting and
 * stay blank.
 */
export function chartLocale(preferred: string | undefined): string {
  if (!preferred) return FALLBACK_CHART_LOCALE;
  try {
    const [supported] = Intl.DateTimeFormat.supportedLocalesOf(preferred);
    return supported ?? FALLBACK_CHART_LOCALE;
  } catch {
    return FALLBACK_CHART_LOCALE;
  }
}
