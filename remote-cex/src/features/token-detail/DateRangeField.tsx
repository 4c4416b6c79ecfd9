import type { Theme } from '@emotion/react';
import { Button, Input, Popover } from '@flowscope/shared-ui';
import { useState } from 'react';
import { dayRangeOf, formatDayRange, localToday, type DayRange } from './dayRange.ts';

export interface DateRangeFieldProps {
  /** The custom range in force, or null while a period tab is. */
  value: DayRange | null;
  onChange: (range: DayRange) => void;
}

const PLACEHOLDER = 'Custom date range';

/**
 * A custom date range: two days (yyyy-MM-dd) shown as 'from → to', with the spec's Czech
 * 'Zavřít' and 'Vybrat'. Stands in for shared-ui's date picker until it ships; the shape
 * (value, onChange) is the same so the swap is local to this file.
 */
export function DateRangeField({ value, onChange }: DateRangeFieldProps) {
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [today, setToday] = useState('');
  const draft = dayRangeOf(from, to);

  const handleOpenChange = (next: boolean) => {
    if (next) {
      // Each opening starts from the range in force; the calendar stops at today.
      setFrom(value?.from ?? '');
      setTo(value?.to ?? '');
      setToday(localToday(Date.now()));
    }
    setOpen(next);
  };

  const apply = () => {
    if (!draft) return;
    onChange(draft);
    setOpen(false);
  };

  const shown = value ? formatDayRange(value) : PLACEHOLDER;
  return (
    <Popover
      label="Custom date range"
      placement="bottom-end"
      open={open}
      onOpenChange={handleOpenChange}
      trigger={(props) => (
        <Button
          {...props}
          variant={value ? 'primary' : 'secondary'}
          size="sm"
          aria-label={value ? `${PLACEHOLDER} ${shown}` : PLACEHOLDER}
        >
          {shown}
        </Button>
      )}
    >
      <div css={(t: Theme) => ({ display: 'grid', gap: t.spacing.md, minWidth: 220 })}>
        <Input
          type="date"
          label="From"
          value={from}
          max={to || today}
          onChange={(event) => setFrom(event.target.value)}
        />
        <Input
          type="date"
          label="To"
          value={to}
          min={from}
          max={today}
          onChange={(event) => setTo(event.target.value)}
        />
        <output
          aria-live="polite"
          css={(t: Theme) => ({ color: t.colors.textMuted, fontSize: t.fontSizes.sm })}
        >
          {draft ? formatDayRange(draft) : 'yyyy-MM-dd → yyyy-MM-dd'}
        </output>
        <div
          css={(t: Theme) => ({ display: 'flex', justifyContent: 'flex-end', gap: t.spacing.sm })}
        >
          <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
            Zavřít
          </Button>
          <Button variant="primary" size="sm" disabled={draft === null} onClick={apply}>
            Vybrat
          </Button>
        </div>
      </div>
    </Popover>
  );
}
