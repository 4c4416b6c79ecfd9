import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { NetworkIcon } from '../crypto-icons/NetworkIcon.tsx';
import { networkName } from '../crypto-icons/networks.ts';
import { fieldBoxStyles } from '../field/field-status.ts';
import { LIST_OFFSET } from '../floating/floating-options.ts';
import { floatingSurface } from '../floating/floating-surface.ts';
import { LazyAnchoredPanel, preloadFloating } from '../floating/lazy-floating.tsx';
import { ChevronGlyph } from '../icons/glyphs.tsx';
import { listKeyAction, typeaheadIndex } from './list-keys.ts';
import { useElementState } from '../../hooks/use-element-state.ts';

export interface NetworkSelectProps<Network extends string> {
  /** The chains offered, in the order listed. */
  networks: readonly Network[];
  /** '' is the empty choice: no network filter. */
  value: Network | '';
  onChange: (value: Network | '') => void;
  /** The empty choice's text: 'Any network' or 'All Networks'. */
  emptyLabel: string;
  label?: string;
}

/** Most of the list visible without covering a phone screen, and a few options at the least. */
const LIST_HEIGHT = { min: 120, max: 300 };
/** Letters typed within this pause make one type-ahead word. */
const TYPEAHEAD_PAUSE_MS = 500;

const styles = staticStyles((theme) => ({
  field: { display: 'grid', gap: theme.spacing.xs },
  label: {
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.medium,
    color: theme.colors.textMuted,
  },
  combobox: {
    ...fieldBoxStyles('empty', 'md')(theme),
    minWidth: 170,
    maxWidth: '100%',
    cursor: 'pointer',
    userSelect: 'none',
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 1 },
  },
  value: {
    flex: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  listbox: {
    ...floatingSurface(theme),
    margin: 0,
    padding: theme.spacing.xxs,
    listStyle: 'none',
    overflowY: 'auto',
    borderRadius: theme.radii.md,
    fontSize: theme.fontSizes.sm,
  },
  option: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    minHeight: theme.controlHeights.md,
    padding: `0 ${theme.spacing.sm}px`,
    borderRadius: theme.radii.sm,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    '&[data-active]': { background: theme.colors.surfaceHover },
    '&[aria-selected="true"]': {
      color: theme.colors.link,
      fontWeight: theme.fontWeights.semibold,
    },
  },
  /** Keeps the empty choice's text in line with the chains' names after their marks. */
  blankIcon: { display: 'inline-block', width: 18 },
}));

/**
 * A network select whose options show each chain's mark: a select-only combobox (WAI-ARIA
 * APG), because a native select cannot draw icons in its list. Focus stays on the combobox;
 * the highlighted option is announced through aria-activedescendant.
 */
export function NetworkSelect<Network extends string>({
  networks,
  value,
  onChange,
  emptyLabel,
  label = 'Network',
}: NetworkSelectProps<Network>) {
  const classes = useStaticClasses(styles);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const options = useMemo(
    () => [
      { value: '' as Network | '', label: emptyLabel },
      ...networks.map((network) => ({
        value: network as Network | '',
        label: networkName(network),
      })),
    ],
    [networks, emptyLabel],
  );
  const labels = useMemo(() => options.map((option) => option.label), [options]);
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const selected = options[selectedIndex];
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(selectedIndex);
  const typed = useRef({ text: '', at: 0 });

  const [combobox, setCombobox] = useElementState<HTMLDivElement>();

  useEffect(() => {
    if (!open) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from the stable baseId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, activeIndex]);

  const openAt = (index: number) => {
    setActiveIndex(index);
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    setOpen(false);
    if (option && option.value !== value) onChange(option.value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = open ? activeIndex : selectedIndex;
    const action = listKeyAction(event.key, {
      open,
      active: current,
      count: options.length,
      altKey: event.altKey,
    });
    if (action) {
      // Tab still moves focus on after choosing.
      if (event.key !== 'Tab') event.preventDefault();
      if (action.type === 'open') openAt(action.index);
      else if (action.type === 'move') setActiveIndex(action.index);
      else if (action.type === 'choose') choose(action.index);
      else setOpen(false);
      return;
    }
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const now = Date.now();
    const text =
      now - typed.current.at > TYPEAHEAD_PAUSE_MS ? event.key : typed.current.text + event.key;
    typed.current = { text, at: now };
    const match = typeaheadIndex(labels, text, current);
    if (match !== null) openAt(match);
  };

  return (
    <div className={classes.field}>
      <span id={labelId} onClick={() => combobox?.focus()} className={classes.label}>
        {label}
      </span>
      <div
        ref={setCombobox}
        role="combobox"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        data-value={value}
        onClick={() => (open ? setOpen(false) : openAt(selectedIndex))}
        onBlur={() => setOpen(false)}
        onKeyDown={handleKeyDown}
        onPointerEnter={preloadFloating}
        onFocus={preloadFloating}
        className={classes.combobox}
      >
        {value !== '' && <NetworkIcon network={value} size={18} decorative />}
        <span className={classes.value}>{selected?.label}</span>
        <ChevronGlyph direction={open ? 'up' : 'down'} size={14} />
      </div>
      {open && (
        <LazyAnchoredPanel
          anchor={combobox}
          onDismiss={() => setOpen(false)}
          gap={LIST_OFFSET}
          fit={{ width: 'at-least-anchor', height: LIST_HEIGHT }}
        >
          {(panel) => (
            <ul
              {...panel}
              id={listboxId}
              role="listbox"
              aria-labelledby={labelId}
              // Keeps focus on the combobox while the list (or its scrollbar) is used.
              onMouseDown={(event) => event.preventDefault()}
              className={classes.listbox}
            >
              {options.map((option, index) => (
                <li
                  key={option.value === '' ? '(none)' : option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === selectedIndex}
                  data-active={index === activeIndex || undefined}
                  onMouseEnter={() => setActiveIndex(index)}
                  onClick={() => choose(index)}
                  className={classes.option}
                >
                  {option.value === '' ? (
                    <span aria-hidden="true" className={classes.blankIcon} />
                  ) : (
                    <NetworkIcon network={option.value} size={18} decorative />
                  )}
                  {option.label}
                </li>
              ))}
            </ul>
          )}
        </LazyAnchoredPanel>
      )}
    </div>
  );
}
