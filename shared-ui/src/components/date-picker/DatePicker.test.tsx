import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import type { DateRules } from './date-rules.ts';
import type { DateRangeValue } from '@flowscope/core';
import { DatePicker } from './DatePicker.tsx';

const day = (date: string) => {
  const button = document.querySelector<HTMLButtonElement>(`[data-day="${date}"] button`);
  if (!button) throw new Error(`no day ${date} in view`);
  return button;
};

function SinglePicker({
  rules,
  onChange,
}: {
  rules?: DateRules;
  onChange?: (value: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>('2025-07-10');
  return (
    <DatePicker
      mode="single"
      label="Datum"
      value={value}
      rules={rules}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function RangePicker({ onChange }: { onChange: (value: DateRangeValue | null) => void }) {
  const [value, setValue] = useState<DateRangeValue | null>({
    from: '2025-07-01',
    to: '2025-07-03',
  });
  return (
    <DatePicker
      mode="range"
      label="Vlastní období"
      value={value}
      rules={{ maxDate: '2025-07-31', maxDays: 31 }}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

async function openCalendar() {
  await userEvent.click(screen.getByRole('button', { name: 'Otevřít kalendář' }));
  // The calendar is a lazy chunk; its first import can take a while on a busy machine.
  return screen.findByRole('button', { name: 'Vybrat' }, { timeout: 15_000 });
}

describe('DatePicker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-07-20T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the value as yyyy-MM-dd', () => {
    renderWithTheme(<SinglePicker />);
    expect(screen.getByRole('textbox', { name: 'Datum' })).toHaveProperty('value', '2025-07-10');
  });

  it('opens a Czech calendar with several months, Zavřít and Vybrat, loaded lazily', async () => {
    renderWithTheme(<SinglePicker />);
    expect(screen.queryByRole('grid')).toBeNull();
    await openCalendar();
    expect(screen.getByRole('dialog', { name: 'Datum' })).toBeTruthy();
    expect(screen.getAllByRole('grid')).toHaveLength(2);
    expect(screen.getByRole('grid', { name: /červenec 2025/i })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zavřít' })).toBeTruthy();
  });

  it('applies a picked day at once and closes (auto-apply)', async () => {
    const onChange = vi.fn();
    renderWithTheme(<SinglePicker onChange={onChange} />);
    await openCalendar();
    await userEvent.click(day('2025-07-15'));
    expect(onChange).toHaveBeenCalledWith('2025-07-15');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Datum' })).toHaveProperty('value', '2025-07-15');
  });

  it('keeps Tab inside the open calendar, month arrows included', async () => {
    renderWithTheme(<SinglePicker />);
    await openCalendar();
    const dialog = screen.getByRole('dialog', { name: 'Datum' });
    const reached = new Set<Element>();
    for (let press = 0; press < 12; press += 1) {
      await userEvent.tab();
      const focused = document.activeElement;
      expect(focused && dialog.contains(focused)).toBe(true);
      if (focused) reached.add(focused);
    }
    const arrows = [...reached].filter((element) =>
      /měsíc/i.test(element.getAttribute('aria-label') ?? ''),
    );
    expect(arrows.length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Datum' })).toBe(dialog);
  });

  it('closes with Zavřít without changing the value', async () => {
    const onChange = vi.fn();
    renderWithTheme(<SinglePicker onChange={onChange} />);
    await openCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Zavřít' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disables days outside min and max and the disabled dates', async () => {
    renderWithTheme(
      <SinglePicker
        rules={{ minDate: '2025-07-05', maxDate: '2025-07-25', disabledDates: ['2025-07-14'] }}
      />,
    );
    await openCalendar();
    expect(day('2025-07-04').disabled).toBe(true);
    expect(day('2025-07-05').disabled).toBe(false);
    expect(day('2025-07-14').disabled).toBe(true);
    expect(day('2025-07-26').disabled).toBe(true);
  });

  it('accepts a typed date that keeps the rules and flags one that does not', async () => {
    const onChange = vi.fn();
    renderWithTheme(<SinglePicker rules={{ maxDate: '2025-07-31' }} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Datum' });
    await userEvent.clear(input);
    await userEvent.type(input, '2025-07-02{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2025-07-02');
    await userEvent.clear(input);
    await userEvent.type(input, '2025-08-02{Enter}');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("picks a range with two clicks and writes it with ' → '", async () => {
    const onChange = vi.fn();
    renderWithTheme(<RangePicker onChange={onChange} />);
    await openCalendar();
    await userEvent.click(day('2025-07-08'));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(day('2025-07-12'));
    expect(onChange).toHaveBeenCalledWith({ from: '2025-07-08', to: '2025-07-12' });
    expect(screen.getByRole('textbox', { name: 'Vlastní období' })).toHaveProperty(
      'value',
      '2025-07-08 → 2025-07-12',
    );
  });

  it('applies a started range as one day with Vybrat', async () => {
    const onChange = vi.fn();
    renderWithTheme(<RangePicker onChange={onChange} />);
    await openCalendar();
    await userEvent.click(day('2025-07-08'));
    await userEvent.click(screen.getByRole('button', { name: 'Vybrat' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2025-07-08', to: '2025-07-08' });
  });

  it('refuses a typed range that breaks the range limit', async () => {
    const onChange = vi.fn();
    renderWithTheme(<RangePicker onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Vlastní období' });
    await userEvent.clear(input);
    await userEvent.type(input, '2025-05-01 → 2025-07-01{Enter}');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(input);
    await userEvent.type(input, '2025-07-01 → 2025-07-20{Enter}');
    expect(onChange).toHaveBeenCalledWith({ from: '2025-07-01', to: '2025-07-20' });
  });
});
