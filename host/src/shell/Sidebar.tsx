import { useId, useMemo, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { useScreenPrefetch } from '../remotes/use-screen-prefetch.ts';
import { useRouteTable } from '../routing/route-table-context.tsx';
import { isNavGroup, navSections, type NavGroup, type NavLinkItem } from './navigation.ts';

const styles = staticStyles((theme) => {
  const groupButton = {
    display: 'flex',
    width: '100%',
    justifyContent: 'space-between',
    alignItems: 'center',
    padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
    border: 'none',
    borderRadius: theme.radii.md,
    background: 'transparent',
    color: theme.colors.textMuted,
    font: 'inherit',
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    letterSpacing: '0.08em',
    cursor: 'pointer',
    '&:hover': { color: theme.colors.text },
  };
  return {
    link: {
      display: 'block',
      padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
      borderRadius: theme.radii.md,
      color: theme.colors.textMuted,
      textDecoration: 'none',
      '&:hover': { background: theme.colors.surfaceRaised, color: theme.colors.text },
      '&[aria-current="page"]': {
        background: theme.colors.surfaceRaised,
        color: theme.colors.text,
        fontWeight: 600,
        boxShadow: `inset 3px 0 0 ${theme.colors.accent}`,
      },
    },
    groupButton,
    /** The group holding the current page reads as the text does. */
    currentGroupButton: { ...groupButton, color: theme.colors.text },
    list: { listStyle: 'none', margin: 0, padding: 0 },
    nav: { display: 'grid', gap: theme.spacing.md, alignContent: 'start' },
    sectionTitle: {
      margin: `0 0 ${theme.spacing.xs}px`,
      padding: `0 ${theme.spacing.md}px`,
      fontSize: theme.fontSizes.xs,
      letterSpacing: '0.08em',
      color: theme.colors.textMuted,
    },
  };
});

interface SidebarProps {
  /** Called after a link is chosen (the mobile menu closes then). */
  onNavigate?: () => void;
}

function SidebarLink({ item, onNavigate }: { item: NavLinkItem; onNavigate?: () => void }) {
  const prefetch = useScreenPrefetch(item.to);
  const classes = useStaticClasses(styles);
  return (
    <NavLink to={item.to} end onClick={onNavigate} {...prefetch} className={classes.link}>
      {item.label}
    </NavLink>
  );
}

function SidebarGroup({ group, onNavigate }: { group: NavGroup; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(true);
  const listId = useId();
  const containsCurrent = group.children.some((child) => child.to === pathname);
  const classes = useStaticClasses(styles);
  return (
    <div data-section={group.label}>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className={containsCurrent ? classes.currentGroupButton : classes.groupButton}
      >
        {group.label}
        <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
      </button>
      <ul id={listId} hidden={!expanded} className={classes.list}>
        {group.children.map((child) => (
          <li key={child.to}>
            <SidebarLink item={child} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The left navigation: untitled Dashboard, a group per section of the configured remotes (CEX,
 * DEX, …), Narratives, the brand section.
 */
export function Sidebar({ onNavigate }: SidebarProps) {
  const { screens } = useRouteTable();
  const sections = useMemo(() => navSections(screens), [screens]);
  const classes = useStaticClasses(styles);
  return (
    <nav aria-label="Main" className={classes.nav}>
      {sections.map((section, index) => (
        <div key={section.title ?? `section-${index}`} data-section={section.title ?? undefined}>
          {section.title && <h2 className={classes.sectionTitle}>{section.title}</h2>}
          <ul className={classes.list}>
            {section.entries.map((entry) => (
              <li key={entry.label}>
                {isNavGroup(entry) ? (
                  <SidebarGroup group={entry} onNavigate={onNavigate} />
                ) : (
                  <SidebarLink item={entry} onNavigate={onNavigate} />
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
