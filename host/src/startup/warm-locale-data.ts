/** Runs a task once the current one (the entry's evaluation and its chunk requests) is done. */
export type ScheduleTask = (task: () => void) => void;

const afterThisTask: ScheduleTask = (task) => {
  setTimeout(task, 0);
};

/**
 * Date and time data the rows' times need: the first date formatter of a page loads ICU's
 * calendar data, the first with a time zone that zone's rules, and the first naming a zone the
 * zone names (10–20 ms together in Chromium on this machine, after the number data; a row's
 * "15/06/2025 14:00 CEST" tooltip and "Updated" line need all three: core's
 * formatZonedDateTime). The browser's own zone, the one a trader sees unless they pick another.
 */
function warmDateData(): void {
  const zone = new Intl.DateTimeFormat('en-GB').resolvedOptions().timeZone;
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    timeZoneName: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(0);
  // American zones are named in American English ('EST' where British English has 'GMT-5').
  new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(0);
}

/**
 * The page's first Intl formatter of any kind pays for the browser's locale data once (ICU's
 * start: 25–80 ms on a desktop, several times that on a phone); every later one costs a tenth
 * of a millisecond. Asked for right after the entry has requested the shell's chunks, it is
 * paid while they download, instead of inside the task that draws the first rows, when the
 * trader waits on the main thread. The prices in those rows are in US dollars, en-US. The date
 * data follows in a task of its own, so the page can take in what has arrived in between.
 * Formatters of its own, not core's: the entry runs before Module Federation has negotiated
 * the shared packages, so it may not import them.
 */
export function warmLocaleDataSoon(schedule: ScheduleTask = afterThisTask): void {
  schedule(() => {
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0);
    schedule(warmDateData);
  });
}
