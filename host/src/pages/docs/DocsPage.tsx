import { Link } from 'react-router';
import { routeTo, SCREEN_ROUTES, type DocsPage as DocsPageId } from '@flowscope/shared-api';
import { SimplePage } from '../SimplePage.tsx';
import { SCREEN_DOCS } from './docs-content.ts';
import { DOCS_SCREENS, docsTitle } from './docs-screens.ts';

/** The app's own documentation of one screen, where 'Learn More' leads without a docs site. */
export function DocsPage({ page }: { page: DocsPageId }) {
  const docs = SCREEN_DOCS[page];
  const screenId = DOCS_SCREENS[page];
  const screen = SCREEN_ROUTES[screenId];
  return (
    <SimplePage title={docsTitle(page)}>
      <p css={{ margin: 0 }}>{docs.intro}</p>
      {docs.sections.map((section) => (
        <section
          key={section.heading}
          css={(theme) => ({ display: 'grid', gap: theme.spacing.sm })}
        >
          <h2 css={{ margin: 0 }}>{section.heading}</h2>
          <ul css={{ margin: 0 }}>
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
      <p css={{ margin: 0 }}>
        <Link to={routeTo.screen(screenId)}>Open {screen.title}</Link>
      </p>
    </SimplePage>
  );
}
