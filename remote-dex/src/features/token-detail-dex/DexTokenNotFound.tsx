import { routeTo } from '@flowscope/shared-api';
import { ButtonLink, staticStyles, Typography, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((t) => ({
  notFound: {
    display: 'grid',
    justifyItems: 'center',
    gap: t.spacing.md,
    padding: t.spacing.xxl,
    textAlign: 'center',
  },
  message: { overflowWrap: 'anywhere', maxWidth: '100%' },
}));

/** An address no token answers to: say so, and offer the way back to the DEX list. */
export function DexTokenNotFound({ network, address }: { network?: string; address?: string }) {
  const classes = useStaticClasses(styles);
  const named = [network, address].filter((part) => part !== undefined && part !== '').join(' ');
  return (
    <section className={classes.notFound}>
      <Typography level="h1">Token not found</Typography>
      <Typography tone="muted" className={classes.message}>
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
