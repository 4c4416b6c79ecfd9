import type { ReactNode } from 'react';
import { NOT_AVAILABLE, staticStyles, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  link: { color: theme.colors.link },
}));

export interface ExternalTextLinkProps {
  /** Null when the target cannot be built (a masked token, no address): 'N/A' instead. */
  href: string | null;
  children: ReactNode;
}

/** A link to another site within text, such as a card's Chart figure; new tab, no opener. */
export function ExternalTextLink({ href, children }: ExternalTextLinkProps) {
  const classes = useStaticClasses(styles);
  if (href === null) return NOT_AVAILABLE;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classes.link}>
      {children}
    </a>
  );
}
