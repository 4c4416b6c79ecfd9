import { DocsLink } from '../components/docs-link/DocsLink.tsx';
import { visuallyHidden } from '../styles/visually-hidden.ts';

export interface LearnMoreLinkProps {
  /** A path inside the app ('/docs/top-accumulations') or an address on a docs site. */
  href: string;
  /** What the documentation is about, for the link's name: 'Learn More about Top Accumulations'. */
  topic: string;
}

/** A screen's 'Learn More': the visible text is the spec's; the name says what about. */
export function LearnMoreLink({ href, topic }: LearnMoreLinkProps) {
  return (
    <DocsLink href={href}>
      Learn More<span css={visuallyHidden}> about {topic}</span>
    </DocsLink>
  );
}
