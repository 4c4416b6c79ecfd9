import { useId, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { ChevronGlyph } from '../icons/glyphs.tsx';

export interface AccordionItem {
  /** Stable and unique within the accordion. */
  id: string;
  title: string;
  content: ReactNode;
}

export type AccordionProps = Omit<ComponentProps<'div'>, 'children'> & {
  items: readonly AccordionItem[];
  /** The heading level of each question, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Sections open at first. */
  defaultOpen?: readonly string[];
};

const styles = staticStyles((theme) => ({
  accordion: {
    display: 'grid',
    borderRadius: theme.radii.lg,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    overflow: 'hidden',
  },
  /** A section below another, a line between them; the first has none. */
  section: { borderTop: `1px solid ${theme.colors.border}` },
  heading: { margin: 0 },
  header: {
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing.md,
    padding: `${theme.spacing.md}px ${theme.spacing.lg}px`,
    border: 0,
    background: 'transparent',
    color: theme.colors.text,
    font: 'inherit',
    fontSize: theme.fontSizes.md,
    fontWeight: theme.fontWeights.semibold,
    textAlign: 'left',
    cursor: 'pointer',
    '&:hover': { background: theme.colors.surfaceHover },
    '&:focus-visible': {
      outline: `2px solid ${theme.colors.focus}`,
      outlineOffset: -2,
    },
  },
  panel: {
    padding: `0 ${theme.spacing.lg}px ${theme.spacing.lg}px`,
    color: theme.colors.textMuted,
    lineHeight: theme.lineHeights.normal,
  },
}));

/** Keys that move between section headers (the ARIA accordion pattern). */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Sections that open and close independently. Each header is a button inside a heading with
 * aria-expanded and aria-controls; its panel is a region named by it. Enter or Space toggles,
 * arrow keys, Home and End move between headers.
 */
export function Accordion({
  items,
  headingLevel = 3,
  defaultOpen = [],
  className,
  ...rest
}: AccordionProps) {
  const classes = useStaticClasses(styles);
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = MOVES[event.key];
    if (!next) return;
    event.preventDefault();
    const root = event.currentTarget.closest('[data-accordion]');
    const headers = root?.querySelectorAll<HTMLElement>('[data-accordion-header]');
    headers?.[next(index, items.length)]?.focus();
  };

  return (
    <div
      data-accordion=""
      className={className === undefined ? classes.accordion : `${classes.accordion} ${className}`}
      {...rest}
    >
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const headerId = `${baseId}-${item.id}-header`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={index === 0 ? undefined : classes.section}>
            <Heading className={classes.heading}>
              <button
                type="button"
                id={headerId}
                data-accordion-header=""
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => move(event, index)}
                className={classes.header}
              >
                {item.title}
                <ChevronGlyph direction={expanded ? 'up' : 'down'} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={headerId}
              hidden={!expanded}
              className={classes.panel}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
