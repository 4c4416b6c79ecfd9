import type { Theme } from '@emotion/react';
import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { useIsPhone } from '../../hooks/use-media-query.ts';
import { textLang } from '../../i18n/text-lang.ts';
import { Button } from '../button/Button.tsx';
import { FieldLabel } from '../field/FieldLabel.tsx';
import { bareControlStyles, fieldBoxStyles, type FieldStatus } from '../field/field-status.ts';
import { CalendarGlyph } from '../icons/glyphs.tsx';
import { floatingSurface } from '../floating/floating-surface.ts';
import { LazyAnchoredPanel, preloadFloating } from '../floating/lazy-floating.tsx';
import { lazyChunk } from '../../lazy/lazy-chunk.ts';
import { Spinner } from '../spinner/Spinner.tsx';
import { dateProblem, rangeProblem, type DateRules } from './date-rules.ts';
import {
  DATE_INPUT_FORMAT,
  formatRange,
  parseDateInput,
  parseRangeInput,
  RANGE_SEPARATOR,
  type DateRangeValue,
} from '@flowscope/core';
import { useElementState } from '../../hooks/use-element-state.ts';

// react-day-picker and date-fns stay out of the first view: fetched when a calendar opens,
// beside the floating chunk that places it (both warmed up when the calendar button is reached).
const calendarChunk = lazyChunk(() => import('./DatePickerCalendar.tsx'));
const DatePickerCalendar = lazy(calendarChunk.load);
const preloadCalendar = () => {
  preloadFloating();
  calendarChunk.preload();
};

interface DatePickerCommonProps {
  /** Names the field and the calendar. */
  label: string;
  /** Shows the label above the field; otherwise it is only announced. */
  showLabel?: boolean;
  rules?: DateRules;
  /** Months shown side by side. */
  numberOfMonths?: number;
  /** Applies as soon as a day (or a whole range) is picked. */
  autoApply?: boolean;
  status?: FieldStatus;
  disabled?: boolean;
  calendarButtonLabel?: string;
}

export type DatePickerProps = DatePickerCommonProps &
  (
    | { mode: 'single'; value: string | null; onChange: (value: string | null) => void }
    | {
        mode: 'range';
        value: DateRangeValue | null;
        onChange: (value: DateRangeValue | null) => void;
      }
  );

/**
 * A date or date-range field: type 'yyyy-MM-dd' (or 'yyyy-MM-dd → yyyy-MM-dd') or pick
 * from a Czech calendar showing several months. No time of day is picked. Typed values are
 * held to the same rules as picked ones; a value that breaks them marks the field invalid.
 */
export function DatePicker(props: DatePickerProps) {
  const {
    label,
    showLabel = false,
    rules = {},
    numberOfMonths = 2,
    autoApply = true,
    status = 'empty',
    disabled = false,
    calendarButtonLabel = 'Otevřít kalendář',
  } = props;
  const inputId = useId();
  const [open, setOpen] = useState(false);
  // The text being typed; null shows the current value.
  const [typed, setTyped] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  // Two months side by side do not fit a phone.
  const months = useIsPhone() ? 1 : numberOfMonths;

  const formatted =
    props.mode === 'single' ? (props.value ?? '') : props.value ? formatRange(props.value) : '';
  const placeholder =
    props.mode === 'single'
      ? DATE_INPUT_FORMAT
      : `${DATE_INPUT_FORMAT}${RANGE_SEPARATOR}${DATE_INPUT_FORMAT}`;

  const [fieldBox, setFieldBox] = useElementState<HTMLElement>();
  const calendarId = useId();
  const openCalendar = () => {
    preloadCalendar();
    setOpen(true);
  };

  const commitTyped = () => {
    if (typed === null) return;
    const text = typed.trim();
    setTyped(null);
    if (text === '') {
      setInvalid(false);
      props.onChange(null);
      return;
    }
    if (props.mode === 'single') {
      const date = parseDateInput(text);
      const ok = date !== null && dateProblem(date, rules) === null;
      setInvalid(!ok);
      if (ok) props.onChange(date);
      else setTyped(text);
    } else {
      const range = parseRangeInput(text);
      const ok = range !== null && rangeProblem(range, rules) === null;
      setInvalid(!ok);
      if (ok) props.onChange(range);
      else setTyped(text);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitTyped();
    } else if (event.key === 'ArrowDown' && event.altKey) {
      openCalendar();
    }
  };

  const applySingle = (date: string) => {
    if (props.mode === 'single') props.onChange(date);
    setInvalid(false);
    setTyped(null);
    setOpen(false);
  };
  const applyRange = (range: DateRangeValue) => {
    if (props.mode === 'range') props.onChange(range);
    setInvalid(false);
    setTyped(null);
    setOpen(false);
  };

  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.xs })}>
      {showLabel && <FieldLabel htmlFor={inputId}>{label}</FieldLabel>}
      <div
        ref={setFieldBox}
        css={fieldBoxStyles(invalid ? 'error' : status, 'md')}
        data-status={invalid ? 'error' : status}
      >
        <input
          id={inputId}
          aria-label={showLabel ? undefined : label}
          aria-invalid={invalid || status === 'error' || undefined}
          value={typed ?? formatted}
          placeholder={placeholder}
          disabled={disabled}
          size={props.mode === 'single' ? 10 : 23}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={commitTyped}
          onKeyDown={handleKeyDown}
          css={bareControlStyles}
        />
        <Button
          variant="tertiary"
          intent="ghost"
          size="icon-sm"
          aria-label={calendarButtonLabel}
          lang={textLang(calendarButtonLabel)}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? calendarId : undefined}
          disabled={disabled}
          onClick={() => (open ? setOpen(false) : openCalendar())}
          onPointerEnter={preloadCalendar}
          onFocus={preloadCalendar}
        >
          <CalendarGlyph />
        </Button>
      </div>
      {open && (
        // Kept whole inside the window: flipped above when there is no room below, slid along
        // both axes, and never taller or wider than the space left (it scrolls instead). Modal
        // focus: Tab walks the month arrows, the days and the buttons, and stays in.
        <LazyAnchoredPanel
          anchor={fieldBox}
          onDismiss={() => setOpen(false)}
          fit={{ height: { min: 0 }, whole: true }}
          focus="modal"
        >
          {(panel) => (
            <div
              {...panel}
              id={calendarId}
              role="dialog"
              aria-label={label}
              lang={textLang(label)}
              css={(theme: Theme) => ({
                ...floatingSurface(theme),
                overflow: 'auto',
                padding: theme.spacing.md,
                borderRadius: theme.radii.lg,
              })}
            >
              <Suspense fallback={<Spinner label="Načítám kalendář" lang="cs" />}>
                <DatePickerCalendar
                  selection={
                    props.mode === 'single'
                      ? { mode: 'single', value: props.value }
                      : { mode: 'range', value: props.value }
                  }
                  rules={rules}
                  numberOfMonths={months}
                  autoApply={autoApply}
                  onApplySingle={applySingle}
                  onApplyRange={applyRange}
                  onClose={() => setOpen(false)}
                />
              </Suspense>
            </div>
          )}
        </LazyAnchoredPanel>
      )}
    </div>
  );
}
