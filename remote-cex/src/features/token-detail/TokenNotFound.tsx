import type { Theme } from '@emotion/react';
import { routeTo } from '@flowscope/shared-api';
import { ButtonLink, Typography } from '@flowscope/shared-ui';
import { idForDisplay } from './coin-id.ts';

/** An id no token answers to: say so, and offer the way back to the list. */
export function TokenNotFound({ id }: { id: string | undefined }) {
  const shown = idForDisplay(id).trim();
  return (
    <section
      css={(t: Theme) => ({
        display: 'grid',
        justifyItems: 'center',
        gap: t.spacing.md,
        padding: t.spacing.xxl,
        textAlign: 'center',
      })}
    >
      <Typography level="h1">Token not found</Typography>
      <Typography tone="muted" css={{ overflowWrap: 'anywhere', maxWidth: '100%' }}>
        {shown === ''
          ? 'The address does not name a token.'
          : `No token matches “${shown}”. Check the symbol, or pick a token from Top Holdings.`}
      </Typography>
      <ButtonLink to={routeTo.screen('topHoldingsCex')} variant="primary">
        Back to Top Holdings
      </ButtonLink>
    </section>
  );
}
