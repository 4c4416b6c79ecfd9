import { Link } from 'react-router';
import { visuallyHidden } from '../styles/visually-hidden.ts';

export interface LearnMoreLinkProps {
  /** A path inside the app ('/docs/top-accumulations') or an address on a docs site. */
  href: string;
  /** What the documentation is about, for the link's name: 'Learn More about Top Accumulations'. */
  topic: string;
}

/**
 * A screen's 'Learn More': the app's own docs page in place, or an outside docs site in a new
 * tab that is not handed this page. The visible text is the spec's; the name says what about.
 */
export function LearnMoreLink({ href, topic }: LearnMoreLinkProps) {
  const text = (
    <>
      Learn More<span css={visuallyHidden}> about {topic}</span>
    </>
  );
  return href.startsWith('/') ? (
    <Link to={href}>{text}</Link>
  ) : (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}
