import type { ReactNode } from 'react';
import { PageSection, Typography } from '@flowscope/shared-ui';

export interface ProfileFact {
  /** What the value is, e.g. 'Wallet'. */
  label: string;
  value: string;
  /** Shown after the value, e.g. a copy button. */
  action?: ReactNode;
}

/**
 * A research screen's frame: its title and what its address names (the wallet, the venue and
 * handle). The screens' data views will fill it in; the address alone is real today.
 */
export function ProfileFrame({
  title,
  facts = [],
  children,
}: {
  title: string;
  facts?: readonly ProfileFact[];
  children?: ReactNode;
}) {
  return (
    <PageSection title={title} gap="lg">
      {facts.length > 0 && (
        <dl
          css={(theme) => ({
            display: 'grid',
            gridTemplateColumns: 'max-content minmax(0, 1fr)',
            gap: `${theme.spacing.sm}px ${theme.spacing.lg}px`,
            alignItems: 'center',
            margin: 0,
          })}
        >
          {facts.map((fact) => (
            <div key={fact.label} css={{ display: 'contents' }}>
              <dt>
                <Typography as="span" level="sm" tone="muted">
                  {fact.label}
                </Typography>
              </dt>
              <dd css={(theme) => ({ display: 'flex', gap: theme.spacing.sm, margin: 0 })}>
                <Typography as="span" level="md" css={{ overflowWrap: 'anywhere' }}>
                  {fact.value}
                </Typography>
                {fact.action}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </PageSection>
  );
}
