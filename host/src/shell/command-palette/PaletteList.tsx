import { useEffect, useId } from 'react';
import { staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import type { PaletteItem } from './palette-items.ts';

const styles = staticStyles((theme) => {
  const option = {
    display: 'flex',
    justifyContent: 'space-between',
    gap: theme.spacing.md,
    padding: `${theme.spacing.sm}px ${theme.spacing.sm}px`,
    borderRadius: theme.radii.sm,
    cursor: 'pointer',
    background: 'transparent',
    outline: 'none',
    outlineOffset: -2,
  };
  return {
    listbox: { maxHeight: 'min(60vh, 420px)', overflowY: 'auto', margin: 0, padding: 0 },
    groupHeading: {
      padding: `${theme.spacing.xs}px ${theme.spacing.sm}px`,
      fontSize: theme.fontSizes.xs,
      color: theme.colors.textMuted,
    },
    option,
    /** The option the arrows reached, which Enter runs. */
    activeOption: {
      ...option,
      background: theme.colors.surfaceHover,
      outline: `2px solid ${theme.colors.focus}`,
    },
    hint: { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
  };
});

export interface PaletteListProps {
  id: string;
  items: readonly PaletteItem[];
  activeIndex: number;
  optionId: (index: number) => string;
  onPick: (index: number) => void;
  onHover: (index: number) => void;
}

interface Section {
  group: string;
  entries: { item: PaletteItem; index: number }[];
}

function sectionsOf(items: readonly PaletteItem[]): Section[] {
  const sections: Section[] = [];
  items.forEach((item, index) => {
    const last = sections.at(-1);
    if (last?.group === item.group) last.entries.push({ item, index });
    else sections.push({ group: item.group, entries: [{ item, index }] });
  });
  return sections;
}

/** The palette's listbox, its options grouped under headings; the input keeps the focus. */
export function PaletteList({
  id,
  items,
  activeIndex,
  optionId,
  onPick,
  onHover,
}: PaletteListProps) {
  const headingId = useId();
  const classes = useStaticClasses(styles);
  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, optionId]);

  return (
    <div
      id={id}
      role="listbox"
      aria-label="Screens, tokens and actions"
      className={classes.listbox}
    >
      {sectionsOf(items).map((section) => (
        <div key={section.group} role="group" aria-labelledby={`${headingId}-${section.group}`}>
          <div
            id={`${headingId}-${section.group}`}
            role="presentation"
            className={classes.groupHeading}
          >
            {section.group}
          </div>
          {section.entries.map(({ item, index }) => (
            <div
              key={item.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(index)}
              onMouseMove={() => onHover(index)}
              className={index === activeIndex ? classes.activeOption : classes.option}
            >
              <span>{item.label}</span>
              {item.hint !== undefined && <span className={classes.hint}>{item.hint}</span>}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
