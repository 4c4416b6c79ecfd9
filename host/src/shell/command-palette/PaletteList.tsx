import { useEffect, useId } from 'react';
import type { PaletteItem } from './palette-items.ts';

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
  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, optionId]);

  return (
    <div
      id={id}
      role="listbox"
      aria-label="Screens, tokens and actions"
      css={{ maxHeight: 'min(60vh, 420px)', overflowY: 'auto', margin: 0, padding: 0 }}
    >
      {sectionsOf(items).map((section) => (
        <div key={section.group} role="group" aria-labelledby={`${headingId}-${section.group}`}>
          <div
            id={`${headingId}-${section.group}`}
            role="presentation"
            css={(theme) => ({
              padding: `${theme.spacing.xs}px ${theme.spacing.sm}px`,
              fontSize: theme.fontSizes.xs,
              color: theme.colors.textMuted,
            })}
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
              css={(theme) => ({
                display: 'flex',
                justifyContent: 'space-between',
                gap: theme.spacing.md,
                padding: `${theme.spacing.sm}px ${theme.spacing.sm}px`,
                borderRadius: theme.radii.sm,
                cursor: 'pointer',
                background: index === activeIndex ? theme.colors.surfaceHover : 'transparent',
                outline: index === activeIndex ? `2px solid ${theme.colors.focus}` : 'none',
                outlineOffset: -2,
              })}
            >
              <span>{item.label}</span>
              {item.hint !== undefined && (
                <span
                  css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.xs })}
                >
                  {item.hint}
                </span>
              )}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
