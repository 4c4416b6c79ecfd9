import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmLocaleDataSoon } from './warm-locale-data.ts';

const RealNumberFormat = Intl.NumberFormat;
const RealDateTimeFormat = Intl.DateTimeFormat;

/** Intl.NumberFormat, watched: every formatter built is still a real one. */
function watchNumberFormat() {
  return vi.spyOn(Intl, 'NumberFormat').mockImplementation(function build(
    ...args: ConstructorParameters<typeof Intl.NumberFormat>
  ) {
    return new RealNumberFormat(...args);
  });
}

/** Intl.DateTimeFormat, watched likewise. */
function watchDateTimeFormat() {
  return vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function build(
    ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
  ) {
    return new RealDateTimeFormat(...args);
  });
}

describe('warmLocaleDataSoon', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('builds a US dollar formatter after the current task, not during it', () => {
    vi.useFakeTimers();
    const numberFormat = watchNumberFormat();

    warmLocaleDataSoon();
    expect(numberFormat).not.toHaveBeenCalled();

    vi.runAllTimers();
    expect(numberFormat).toHaveBeenCalledWith('en-US', { style: 'currency', currency: 'USD' });
  });

  it('leaves the moment to the scheduler it is given', () => {
    const numberFormat = watchNumberFormat();
    const scheduled: (() => void)[] = [];

    warmLocaleDataSoon((task) => scheduled.push(task));
    expect(scheduled).toHaveLength(1);
    expect(numberFormat).not.toHaveBeenCalled();

    scheduled[0]?.();
    expect(numberFormat).toHaveBeenCalledTimes(1);
  });

  it('then, in a task of its own, a date formatter naming the browser’s time zone', () => {
    const dateTimeFormat = watchDateTimeFormat();
    const scheduled: (() => void)[] = [];

    warmLocaleDataSoon((task) => scheduled.push(task));
    scheduled[0]?.();
    expect(dateTimeFormat).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(2);

    scheduled[1]?.();
    const zone = new RealDateTimeFormat('en-GB').resolvedOptions().timeZone;
    expect(dateTimeFormat).toHaveBeenCalledWith(
      'en-GB',
      expect.objectContaining({ timeZone: zone, timeZoneName: 'short', hour: '2-digit' }),
    );
  });
});
