/** Calendar day strings ↔ the local-midnight Date objects react-day-picker works with. */
export function toCalendarDate(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function fromCalendarDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The first day of the month `count` months before the given day's month. */
export function monthsBefore(date: Date, count: number): Date {
  return new Date(date.getFullYear(), date.getMonth() - count, 1);
}
