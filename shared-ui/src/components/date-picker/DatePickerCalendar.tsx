import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { DayPicker, type DateRange, type Matcher } from 'react-day-picker';
import { cs } from 'react-day-picker/locale';
import { Button } from '../button/Button.tsx';
import { calendarStyles } from './calendar-styles.ts';
import { fromCalendarDate, monthsBefore, toCalendarDate } from './calendar-dates.ts';
import { dateProblem, rangeProblem, type DateRules } from './date-rules.ts';
import { pragueToday, type DateRangeValue } from '@flowscope/core';

/** The calendar's own words (spec §5): it is Czech. */
const CLOSE_LABEL = 'Zavřít';
const SELECT_LABEL = 'Vybrat';

type Selection =
  | { mode: 'single'; value: string | null }
  | { mode: 'range'; value: DateRangeValue | null };

export interface DatePickerCalendarProps {
  selection: Selection;
  rules: DateRules;
  numberOfMonths: number;
  autoApply: boolean;
  onApplySingle: (date: string) => void;
  onApplyRange: (range: DateRangeValue) => void;
  onClose: () => void;
}

interface RangeDraft {
  from?: string;
  to?: string;
}

/**
 * While only the start of a range is chosen, days that would break the length limits are
 * disabled too, so an invalid range cannot be clicked together.
 */
function rangeLimitMatcher(draft: RangeDraft, rules: DateRules): Matcher | null {
  if (draft.from === undefined || draft.to !== undefined) return null;
  const { from } = draft;
  if (rules.minDays === undefined && rules.maxDays === undefined) return null;
  return (day: Date) => {
    const date = fromCalendarDate(day);
    const [start, end] = date < from ? [date, from] : [from, date];
    const problem = rangeProblem(
      { from: start, to: end },
      { minDays: rules.minDays, maxDays: rules.maxDays },
    );
    return problem === 'too-short' || problem === 'too-long';
  };
}

/**
 * The heavy half of the date picker: react-day-picker with date-fns's Czech locale. It is
 * loaded with React.lazy only when a picker opens.
 */
export default function DatePickerCalendar({
  selection,
  rules,
  numberOfMonths,
  autoApply,
  onApplySingle,
  onApplyRange,
  onClose,
}: DatePickerCalendarProps) {
  const [singleDraft, setSingleDraft] = useState(
    selection.mode === 'single' ? selection.value : null,
  );
  const [rangeDraft, setRangeDraft] = useState<RangeDraft>(
    selection.mode === 'range' && selection.value ? selection.value : {},
  );
  const [today] = useState(pragueToday);
  const initial = selection.mode === 'single' ? singleDraft : (rangeDraft.from ?? null);
  const disabled: Matcher[] = [(day: Date) => dateProblem(fromCalendarDate(day), rules) !== null];
  const limit = rangeLimitMatcher(rangeDraft, rules);
  if (limit) disabled.push(limit);

  const shared = {
    locale: cs,
    numberOfMonths,
    today: toCalendarDate(today),
    // With nothing chosen, the latest allowed month (or this one) is the last one shown.
    defaultMonth:
      initial === null
        ? monthsBefore(toCalendarDate(rules.maxDate ?? today), numberOfMonths - 1)
        : toCalendarDate(initial),
    startMonth: rules.minDate === undefined ? undefined : toCalendarDate(rules.minDate),
    endMonth: rules.maxDate === undefined ? undefined : toCalendarDate(rules.maxDate),
    disabled,
  };

  const applyDraft = () => {
    if (selection.mode === 'single') {
      if (singleDraft !== null) onApplySingle(singleDraft);
      return;
    }
    if (rangeDraft.from === undefined) return;
    const range = { from: rangeDraft.from, to: rangeDraft.to ?? rangeDraft.from };
    if (rangeProblem(range, rules) === null) onApplyRange(range);
  };
  const canApply =
    selection.mode === 'single'
      ? singleDraft !== null
      : rangeDraft.from !== undefined &&
        rangeProblem({ from: rangeDraft.from, to: rangeDraft.to ?? rangeDraft.from }, rules) ===
          null;

  const handleRangeSelect = (range: DateRange | undefined) => {
    const next: RangeDraft = {
      from: range?.from ? fromCalendarDate(range.from) : undefined,
      to: range?.to ? fromCalendarDate(range.to) : undefined,
    };
    setRangeDraft(next);
    if (autoApply && next.from !== undefined && next.to !== undefined) {
      const complete = { from: next.from, to: next.to };
      if (rangeProblem(complete, rules) === null) onApplyRange(complete);
    }
  };

  return (
    // The whole calendar speaks Czech (month names, weekdays, Zavřít, Vybrat).
    <div
      lang="cs"
      css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.md, ...calendarStyles(theme) })}
    >
      {selection.mode === 'single' ? (
        <DayPicker
          {...shared}
          mode="single"
          selected={singleDraft === null ? undefined : toCalendarDate(singleDraft)}
          onSelect={(day) => {
            const date = day ? fromCalendarDate(day) : null;
            setSingleDraft(date);
            if (autoApply && date !== null) onApplySingle(date);
          }}
          autoFocus
        />
      ) : (
        <DayPicker
          {...shared}
          mode="range"
          resetOnSelect
          excludeDisabled
          selected={
            rangeDraft.from === undefined
              ? undefined
              : {
                  from: toCalendarDate(rangeDraft.from),
                  to: rangeDraft.to === undefined ? undefined : toCalendarDate(rangeDraft.to),
                }
          }
          onSelect={handleRangeSelect}
          autoFocus
        />
      )}
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          justifyContent: 'flex-end',
          gap: theme.spacing.sm,
        })}
      >
        <Button variant="tertiary" intent="ghost" size="sm" onClick={onClose}>
          {CLOSE_LABEL}
        </Button>
        <Button size="sm" disabled={!canApply} onClick={applyDraft}>
          {SELECT_LABEL}
        </Button>
      </div>
    </div>
  );
}
