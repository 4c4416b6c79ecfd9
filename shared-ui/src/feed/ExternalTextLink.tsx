import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { NOT_AVAILABLE } from '@flowscope/shared-ui';

export interface ExternalTextLinkProps {
  /** Null when the target cannot be built (a masked token, no address): 'N/A' instead. */
  href: string | null;
  children: ReactNode;
}

/** A link to another site within text, such as a card's Chart figure; new tab, no opener. */
export function ExternalTextLink({ href, children }: ExternalTextLinkProps) {
  if (href === null) return NOT_AVAILABLE;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      css={(theme: Theme) => ({ color: theme.colors.link })}
    >
      {children}
    </a>
  );
}
