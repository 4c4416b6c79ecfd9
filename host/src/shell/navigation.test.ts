import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ROUTES,
  CEX_ROUTES,
  DEX_ROUTES,
  RESEARCH_ROUTES,
  routeTableOf,
  SPEC_ROUTE_TABLE,
} from '../routing/test-route-tables.ts';
import { isNavGroup, navSections, type NavSection } from './navigation.ts';

/** Each section as the sidebar shows it: its title or group, and its links. */
function outline(sections: readonly NavSection[]) {
  return sections.map(({ title, entries }) => ({
    title,
    entries: entries.map((entry) =>
      isNavGroup(entry)
        ? { group: entry.label, links: entry.children.map((child) => `${child.label} ${child.to}`) }
        : `${entry.label} ${entry.to}`,
    ),
  }));
}

const feeds = (suffix: string, holdings: string) => [
  `Influencer Feed /influencer-feed-${suffix}`,
  `Alpha Feed /alpha-feed-${suffix}`,
  `Top Accumulations /top-accumulations${suffix === 'cex' ? '' : '-dex'}`,
  `Top Holdings ${holdings}`,
];

describe('sidebar from route manifests', () => {
  it("lays out the spec's sidebar from the three remotes' manifests (spec §2)", () => {
    expect(outline(navSections(SPEC_ROUTE_TABLE.screens))).toEqual([
      { title: null, entries: ['Dashboard /'] },
      { title: null, entries: [{ group: 'CEX', links: feeds('cex', '/top-holdings-cex') }] },
      { title: null, entries: [{ group: 'DEX', links: feeds('dex', '/top-holdings-dex') }] },
      { title: null, entries: ['Narratives /narratives'] },
      { title: 'Flowscope', entries: ['Favorites /favorites', 'Get Premium /premium'] },
    ]);
  });

  it('adds the Research group after DEX when research is configured, whatever the config order', () => {
    const table = routeTableOf(RESEARCH_ROUTES, CEX_ROUTES, DEX_ROUTES, ACCOUNT_ROUTES);
    const groups = navSections(table.screens).flatMap(({ entries }) =>
      entries.filter(isNavGroup).map((group) => group.label),
    );
    expect(groups).toEqual(['CEX', 'DEX', 'Research']);
    expect(outline(navSections(table.screens))[3]).toEqual({
      title: null,
      entries: [{ group: 'Research', links: ['Signal Track Record /research/track-record'] }],
    });
  });

  it('puts a section it does not know after the known ones, and leaves out empty ones', () => {
    const onChain = {
      ...RESEARCH_ROUTES,
      remote: 'remote-on-chain',
      federationName: 'remote_on_chain',
      screens: [
        {
          ...RESEARCH_ROUTES.screens[0],
          id: 'flows',
          path: '/on-chain/flows',
          sidebar: { section: 'On-chain', label: 'Flows', order: 1 },
        },
      ],
    } as typeof RESEARCH_ROUTES;
    const titles = outline(navSections(routeTableOf(onChain, DEX_ROUTES).screens)).map(
      ({ title, entries }) => {
        const [first] = entries;
        return title ?? (typeof first === 'string' ? first : first?.group);
      },
    );
    // No CEX, no Research and no brand section: no remote fills them.
    expect(titles).toEqual(['Dashboard /', 'DEX', 'On-chain', 'Narratives /narratives']);
  });
});
