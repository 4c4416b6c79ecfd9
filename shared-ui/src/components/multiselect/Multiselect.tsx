import type { CSSObject } from '@emotion/react';
import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import {
  bareControlStyles,
  FIELD_STATUSES,
  fieldBoxStyles,
  type FieldStatus,
} from '../field/field-status.ts';
import { LIST_OFFSET } from '../floating/floating-options.ts';
import { floatingSurface } from '../floating/floating-surface.ts';
import { LazyAnchoredPanel, preloadFloating } from '../floating/lazy-floating.tsx';
import { CloseGlyph } from '../icons/glyphs.tsx';
import { lazyChunk } from '../../lazy/lazy-chunk.ts';
import {
  filterOptions,
  isMaximumReached,
  listMessage,
  maximumSelectedMessage,
  MULTISELECT_MAX_HEIGHT,
  MULTISELECT_OPTION_HEIGHT,
  MULTISELECT_OPTIONS_LIMIT,
  MULTISELECT_TAG_LIMIT,
  toggleOption,
  type MultiselectOption,
} from './multiselect-logic.ts';
import { Spinner } from '../spinner/Spinner.tsx';
import { useElementState } from '../../hooks/use-element-state.ts';

/**
 * The option list and its virtualiser (@tanstack/react-virtual) load when a list first opens,
 * with the floating chunk that places it: no screen's first view pays for them. The pointer
 * reaching the field warms both up.
 */
const optionListChunk = lazyChunk(() => import('./MultiselectOptionList.tsx'));
const MultiselectOptionList = lazy(() =>
  optionListChunk.load().then((module) => ({ default: module.MultiselectOptionList })),
);
const preloadList = () => {
  preloadFloating();
  optionListChunk.preload();
};

const styles = staticStyles((theme) => {
  const fields = {} as Record<`field-${FieldStatus}`, CSSObject>;
  for (const status of FIELD_STATUSES) {
    fields[`field-${status}`] = {
      ...fieldBoxStyles(status, 'md')(theme),
      height: 'auto',
      minHeight: theme.controlHeights.md,
      flexWrap: 'wrap',
      padding: `${theme.spacing.xxs}px ${theme.spacing.sm}px`,
    };
  }
  return {
    ...fields,
    tag: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.spacing.xxs,
      padding: `${theme.spacing.xxs}px ${theme.spacing.xs}px`,
      borderRadius: theme.radii.sm,
      background: theme.colors.accentSubtle,
      color: theme.colors.link,
      fontSize: theme.fontSizes.xs,
    },
    removeButton: {
      display: 'inline-flex',
      border: 0,
      padding: 0,
      background: 'transparent',
      color: 'inherit',
      cursor: 'pointer',
    },
    search: { ...bareControlStyles, minWidth: 80, height: 28 },
    list: {
      ...floatingSurface(theme),
      borderRadius: theme.radii.md,
      fontSize: theme.fontSizes.sm,
      overflow: 'hidden',
    },
    maximumMessage: { margin: 0, padding: theme.spacing.md, color: theme.colors.warning },
    listMessage: { margin: 0, padding: theme.spacing.md, color: theme.colors.textMuted },
  };
});

export interface MultiselectProps {
  options: readonly MultiselectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Names the search box and the list. */
  label: string;
  placeholder?: string;
  /** Most options that may be selected at once. */
  max?: number;
  optionsLimit?: number;
  maxHeight?: number;
  optionHeight?: number;
  /** Selected options shown as tags before the rest are counted ('+N more'). */
  limit?: number;
  status?: FieldStatus;
  disabled?: boolean;
}

/** A searchable multi-select with the spec's limits and messages. */
export function Multiselect({
  options,
  value,
  onChange,
  label,
  placeholder = 'Search…',
  max,
  optionsLimit = MULTISELECT_OPTIONS_LIMIT,
  maxHeight = MULTISELECT_MAX_HEIGHT,
  optionHeight = MULTISELECT_OPTION_HEIGHT,
  limit = MULTISELECT_TAG_LIMIT,
  status = 'empty',
  disabled = false,
}: MultiselectProps) {
  const classes = useStaticClasses(styles);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);

  const shown = filterOptions(options, query, optionsLimit);
  const message = listMessage(options.length, shown.length);
  const maximumReached = isMaximumReached(value.length, max);
  const labels = new Map(options.map((option) => [option.value, option.label]));

  const [field, setField] = useElementState<HTMLElement>();
  const openList = () => {
    preloadList();
    setOpen(true);
  };

  const toggle = (optionValue: string) => onChange(toggleOption(value, optionValue, max));
  const moveActive = (step: number) => {
    openList();
    if (shown.length === 0) return;
    setActiveIndex((current) => (current + step + shown.length) % shown.length);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      moveActive(1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      moveActive(-1);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = shown[activeIndex];
      if (option && (!maximumReached || value.includes(option.value))) toggle(option.value);
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Backspace' && query === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const visibleTags = value.slice(0, limit);
  const hiddenTagCount = value.length - visibleTags.length;

  return (
    <div>
      <div
        ref={setField}
        onPointerEnter={preloadList}
        className={classes[`field-${status}`]}
        data-status={status}
      >
        {visibleTags.map((selectedValue) => {
          const tagLabel = labels.get(selectedValue) ?? selectedValue;
          return (
            <span key={selectedValue} className={classes.tag}>
              {tagLabel}
              <button
                type="button"
                aria-label={`Remove ${tagLabel}`}
                disabled={disabled}
                onClick={() => toggle(selectedValue)}
                className={classes.removeButton}
              >
                <CloseGlyph size={12} />
              </button>
            </span>
          );
        })}
        {hiddenTagCount > 0 && <span>+{hiddenTagCount} more</span>}
        <input
          role="combobox"
          aria-label={label}
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          value={query}
          placeholder={value.length === 0 ? placeholder : undefined}
          disabled={disabled}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
            openList();
          }}
          onFocus={openList}
          onClick={openList}
          onKeyDown={handleKeyDown}
          className={classes.search}
        />
      </div>
      {open && (
        <LazyAnchoredPanel
          anchor={field}
          onDismiss={() => setOpen(false)}
          gap={LIST_OFFSET}
          fit={{ width: 'anchor' }}
        >
          {(panel) => (
            <div {...panel} className={classes.list}>
              {maximumReached && max !== undefined && (
                <p role="status" className={classes.maximumMessage}>
                  {maximumSelectedMessage(max)}
                </p>
              )}
              {message !== null ? (
                <p role="status" className={classes.listMessage}>
                  {message}
                </p>
              ) : (
                <Suspense fallback={<Spinner label="Loading options" />}>
                  <MultiselectOptionList
                    id={listboxId}
                    label={label}
                    options={shown}
                    selected={value}
                    blocked={maximumReached}
                    activeIndex={activeIndex}
                    optionId={optionId}
                    maxHeight={maxHeight}
                    optionHeight={optionHeight}
                    onToggle={toggle}
                    onActivate={setActiveIndex}
                  />
                </Suspense>
              )}
            </div>
          )}
        </LazyAnchoredPanel>
      )}
    </div>
  );
}
