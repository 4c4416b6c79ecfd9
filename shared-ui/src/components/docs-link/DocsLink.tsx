import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface DocsLinkProps {
  /** A path inside the app ('/docs/search') or an address on a docs site. */
  href: string;
  children: ReactNode;
}

/**
 * A link to documentation: the app's own page in place, or an outside docs site in a new tab
 * that is not handed this page.
 */
export function DocsLink({ href, children }: DocsLinkProps) {
  return href.startsWith('/') ? (
    <Link to={href}>{children}</Link>
  ) : (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
