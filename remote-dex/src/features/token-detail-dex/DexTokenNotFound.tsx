import type { Theme } from '@emotion/react';
import { routeTo } from '@flowscope/shared-api';
import { ButtonLink, Typography } from '@flowscope/shared-ui';

/** An address no token answers to: say so, and offer the way back to the DEX list. */
export function DexTokenNotFound({ network, address }: { network?: string; address?: string }) {
  const named = [network, address].filter((part) => part !== undefined && part !== '').join(' ');
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
        {named === ''
          ? 'The address does not name a token.'
          : `No DEX token matches “${named.slice(0, 120)}”. Check the network and the contract address, or pick a token from Top Holdings.`}
      </Typography>
      <ButtonLink to={routeTo.screen('topHoldingsDex')} variant="primary">
        Back to Top Holdings
      </ButtonLink>
    </section>
  );
}
