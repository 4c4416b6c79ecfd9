/** Runs a task once the current one (the entry's evaluation and its chunk requests) is done. */
export type ScheduleTask = (task: () => void) => void;

const afterThisTask: ScheduleTask = (task) => {
  setTimeout(task, 0);
};

/**
 * The page's first Intl formatter of any kind pays for the browser's locale data once (ICU's
 * start: 25–80 ms on a desktop, several times that on a phone); every later one costs a tenth
 * of a millisecond. Asked for right after the entry has requested the shell's chunks, it is
 * paid while they download, instead of inside the task that draws the first rows, when the
 * trader waits on the main thread. The prices in those rows are in US dollars, en-US.
 * A formatter of its own, not core's `formatCurrency`: the entry runs before Module Federation
 * has negotiated the shared packages, so it may not import them.
 */
export function warmLocaleDataSoon(schedule: ScheduleTask = afterThisTask): void {
  schedule(() => {
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0);
  });
}
