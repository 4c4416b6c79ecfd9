import { DocsLink } from '../components/docs-link/DocsLink.tsx';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';
import { visuallyHidden } from '../styles/visually-hidden.ts';

const styles = staticStyles(() => ({
  topic: visuallyHidden,
}));

export interface LearnMoreLinkProps {
  /** A path inside the app ('/docs/top-accumulations') or an address on a docs site. */
  href: string;
  /** What the documentation is about, for the link's name: 'Learn More about Top Accumulations'. */
  topic: string;
}

/** A screen's 'Learn More': the visible text is the spec's; the name says what about. */
export function LearnMoreLink({ href, topic }: LearnMoreLinkProps) {
  const classes = useStaticClasses(styles);
  return (
    <DocsLink href={href}>
      Learn More<span className={classes.topic}> about {topic}</span>
    </DocsLink>
  );
}
