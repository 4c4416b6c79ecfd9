import type { CSSObject } from '@emotion/react';
import { useId, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import type { StaticTheme } from '../../theme/static-theme.ts';

export const TABS_VARIANTS = ['contained', 'naked'] as const;
type TabsVariant = (typeof TABS_VARIANTS)[number];

/** A tab of spec §3: label, value, icon. */
export interface TabItem<Value extends string> {
  label: string;
  value: Value;
  icon?: ReactNode;
}

export type TabsProps<Value extends string> = Omit<ComponentProps<'div'>, 'onChange'> & {
  items: readonly TabItem<Value>[];
  /** The selected tab; null when none is (e.g. a custom date range overrides the period). */
  value: Value | null;
  onValueChange: (value: Value) => void;
  variant?: TabsVariant;
  /** Names the tab list. */
  'aria-label': string;
  /** Content of the selected tab, rendered in a tabpanel labelled by it. */
  renderPanel?: (value: Value) => ReactNode;
};

const listStyles: Record<TabsVariant, (theme: StaticTheme) => CSSObject> = {
  contained: (t) => ({
    padding: t.spacing.xxs,
    borderRadius: t.radii.md,
    background: t.colors.surfaceRaised,
    border: `1px solid ${t.colors.border}`,
  }),
  naked: (t) => ({ borderBottom: `1px solid ${t.colors.border}` }),
};

const tabStyles: Record<TabsVariant, (theme: StaticTheme) => CSSObject> = {
  contained: (t) => ({
    borderRadius: t.radii.sm,
    '&[aria-selected="true"]': { background: t.colors.accent, color: t.colors.accentText },
  }),
  naked: (t) => ({
    borderBottom: '2px solid transparent',
    marginBottom: -1,
    '&[aria-selected="true"]': { color: t.colors.text, borderBottomColor: t.colors.accent },
  }),
};

const styles = staticStyles((theme) => {
  const byName = {} as Record<`list-${TabsVariant}` | `tab-${TabsVariant}`, CSSObject>;
  for (const variant of TABS_VARIANTS) {
    byName[`list-${variant}`] = {
      display: 'inline-flex',
      // Tabs that do not fit a phone's width go to a second row, never off the screen.
      flexWrap: 'wrap',
      maxWidth: '100%',
      gap: theme.spacing.xxs,
      ...listStyles[variant](theme),
    };
    byName[`tab-${variant}`] = {
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.spacing.xs,
      height: theme.controlHeights.sm,
      padding: `0 ${theme.spacing.md}px`,
      border: 0,
      background: 'transparent',
      color: theme.colors.textMuted,
      font: 'inherit',
      fontSize: theme.fontSizes.sm,
      fontWeight: theme.fontWeights.semibold,
      cursor: 'pointer',
      '&:hover': { color: theme.colors.text },
      ...tabStyles[variant](theme),
    };
  }
  return byName;
});

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A tab list with the ARIA tabs pattern: one tab in the Tab order (roving tabindex),
 * arrow keys, Home and End move between tabs and select them as they go.
 */
export function Tabs<Value extends string>({
  items,
  value,
  onValueChange,
  variant = 'contained',
  renderPanel,
  className,
  ...rest
}: TabsProps<Value>) {
  const classes = useStaticClasses(styles);
  const list = classes[`list-${variant}`];
  const baseId = useId();
  const tabId = (tabValue: Value) => `${baseId}-tab-${tabValue}`;
  const panelId = `${baseId}-panel`;
  const selectedIndex = items.findIndex((item) => item.value === value);
  const focusableIndex = selectedIndex >= 0 ? selectedIndex : 0;

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = NEXT_KEYS[event.key];
    if (!next || items.length === 0) return;
    event.preventDefault();
    const nextIndex = next(index, items.length);
    const tabs = event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]');
    tabs?.[nextIndex]?.focus();
    const nextItem = items[nextIndex];
    if (nextItem) onValueChange(nextItem.value);
  };

  return (
    <div>
      <div
        role="tablist"
        data-variant={variant}
        className={className === undefined ? list : `${list} ${className}`}
        {...rest}
      >
        {items.map((item, index) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={renderPanel && selected ? panelId : undefined}
              tabIndex={index === focusableIndex ? 0 : -1}
              onClick={() => onValueChange(item.value)}
              onKeyDown={(event) => handleKeyDown(event, index)}
              className={classes[`tab-${variant}`]}
            >
              {item.icon !== undefined && <span aria-hidden="true">{item.icon}</span>}
              {item.label}
            </button>
          );
        })}
      </div>
      {renderPanel && value !== null && (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0}>
          {renderPanel(value)}
        </div>
      )}
    </div>
  );
}
