import type { CSSObject } from '@emotion/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import type { MultiselectOption } from './multiselect-logic.ts';

const styles = staticStyles((theme) => {
  const option: CSSObject = {
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    padding: `0 ${theme.spacing.md}px`,
    cursor: 'pointer',
    opacity: 1,
    '&[data-active]': { background: theme.colors.surfaceHover },
    '&[aria-selected="true"]': {
      color: theme.colors.link,
      fontWeight: theme.fontWeights.semibold,
    },
  };
  return {
    viewport: { overflowY: 'auto' },
    listbox: { position: 'relative' },
    option,
    /** An option that cannot be chosen while the maximum is reached. */
    optionDisabled: { ...option, cursor: 'not-allowed', opacity: 0.5 },
  };
});

export interface MultiselectOptionListProps {
  id: string;
  label: string;
  options: readonly MultiselectOption[];
  selected: readonly string[];
  /** Unselected options cannot be chosen while the maximum is reached. */
  blocked: boolean;
  activeIndex: number;
  optionId: (index: number) => string;
  maxHeight: number;
  optionHeight: number;
  onToggle: (value: string) => void;
  onActivate: (index: number) => void;
}

/**
 * The options, virtualised by @tanstack/react-virtual: a list of 1000 renders only the
 * rows in view. Rows have one fixed height, so the viewport is known without measuring.
 */
export function MultiselectOptionList({
  id,
  label,
  options,
  selected,
  blocked,
  activeIndex,
  optionId,
  maxHeight,
  optionHeight,
  onToggle,
  onActivate,
}: MultiselectOptionListProps) {
  const classes = useStaticClasses(styles);
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the list is re-rendered by its parent on every change that matters
  const virtualizer = useVirtualizer({
    count: options.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => optionHeight,
    overscan: 4,
    initialRect: { width: 0, height: maxHeight },
    // The box is exactly maxHeight tall (or shorter, with fewer rows), so no observer.
    observeElementRect: (_instance, report) => {
      report({ width: 0, height: maxHeight });
      return undefined;
    },
  });

  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  return (
    <div
      ref={scrollRef}
      className={classes.viewport}
      // Sizes follow the props and the options: set inline.
      style={{ maxHeight, height: Math.min(maxHeight, options.length * optionHeight) }}
    >
      <div
        role="listbox"
        id={id}
        aria-label={label}
        aria-multiselectable="true"
        className={classes.listbox}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const option = options[item.index];
          if (!option) return null;
          const isSelected = selected.includes(option.value);
          const isDisabled = blocked && !isSelected;
          return (
            <div
              key={option.value}
              role="option"
              id={optionId(item.index)}
              aria-selected={isSelected}
              aria-disabled={isDisabled || undefined}
              data-active={item.index === activeIndex || undefined}
              // Keeps focus in the search box while an option is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => onActivate(item.index)}
              onClick={() => {
                if (!isDisabled) onToggle(option.value);
              }}
              style={{ transform: `translateY(${item.start}px)`, height: optionHeight }}
              className={isDisabled ? classes.optionDisabled : classes.option}
            >
              <span aria-hidden="true">{isSelected ? '☑' : '☐'}</span>
              {option.label}
            </div>
          );
        })}
      </div>
    </div>
  );
}
