import { Link } from 'react-router';
import { routeTo, SCREEN_ROUTES, type DocsPage as DocsPageId } from '@flowscope/shared-api';
import { staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { SimplePage } from '../SimplePage.tsx';
import { SCREEN_DOCS } from './docs-content.ts';
import { DOCS_SCREENS, docsTitle } from './docs-screens.ts';

const styles = staticStyles((theme) => ({
  text: { margin: 0 },
  section: { display: 'grid', gap: theme.spacing.sm },
  heading: { margin: 0 },
  points: { margin: 0 },
}));

/** The app's own documentation of one screen, where 'Learn More' leads without a docs site. */
export function DocsPage({ page }: { page: DocsPageId }) {
  const docs = SCREEN_DOCS[page];
  const screenId = DOCS_SCREENS[page];
  const screen = SCREEN_ROUTES[screenId];
  const classes = useStaticClasses(styles);
  return (
    <SimplePage title={docsTitle(page)}>
      <p className={classes.text}>{docs.intro}</p>
      {docs.sections.map((section) => (
        <section key={section.heading} className={classes.section}>
          <h2 className={classes.heading}>{section.heading}</h2>
          <ul className={classes.points}>
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
      <p className={classes.text}>
        <Link to={routeTo.screen(screenId)}>Open {screen.title}</Link>
      </p>
    </SimplePage>
  );
}
