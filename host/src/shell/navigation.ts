import {
  BRAND_SECTION,
  routeTo,
  SIDEBAR_SECTION_ORDER,
  type ClaimedScreen,
} from '@flowscope/shared-api';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  /** Groups expand and collapse (spec §2: an item with children). */
  label: string;
  children: readonly NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroup;

export interface NavSection {
  /** Untitled sections have no heading. */
  title: string | null;
  entries: readonly NavEntry[];
}

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'children' in entry;
}

/** The sidebar entries of the remotes' screens, by section, each section in its order. */
function entriesBySection(screens: readonly ClaimedScreen[]): Map<string, NavLinkItem[]> {
  const sections = new Map<string, { order: number; item: NavLinkItem }[]>();
  for (const { screen } of screens) {
    if (!screen.sidebar) continue;
    const { section, label, order } = screen.sidebar;
    sections.set(section, [
      ...(sections.get(section) ?? []),
      { order, item: { label, to: screen.path } },
    ]);
  }
  return new Map(
    [...sections].map(([section, entries]) => [
      section,
      entries.sort((a, b) => a.order - b.order).map(({ item }) => item),
    ]),
  );
}

/**
 * The sidebar's sections and order (spec §2, layout): an untitled Dashboard, a group per
 * section the configured remotes' route manifests name (CEX, DEX, Research, then any other by
 * name), Narratives, and the brand section. A section no configured remote fills is not shown.
 */
export function navSections(screens: readonly ClaimedScreen[]): NavSection[] {
  const bySection = entriesBySection(screens);
  const known: readonly string[] = SIDEBAR_SECTION_ORDER;
  const groups = [
    ...known.filter((section) => section !== BRAND_SECTION && bySection.has(section)),
    ...[...bySection.keys()].filter((section) => !known.includes(section)).sort(),
  ];
  const brand = bySection.get(BRAND_SECTION) ?? [];
  return [
    { title: null, entries: [{ label: 'Dashboard', to: routeTo.home() }] },
    ...groups.map((section) => ({
      title: null,
      entries: [{ label: section, children: bySection.get(section) ?? [] }],
    })),
    { title: null, entries: [{ label: 'Narratives', to: '/narratives' }] },
    ...(brand.length > 0 ? [{ title: BRAND_SECTION, entries: brand }] : []),
  ];
}
