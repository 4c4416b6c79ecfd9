import { routeTo } from '@flowscope/shared-api';
import { ButtonLink, staticStyles, Typography, useStaticClasses } from '@flowscope/shared-ui';
import { idForDisplay } from './coin-id.ts';

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

/** An id no token answers to: say so, and offer the way back to the list. */
export function TokenNotFound({ id }: { id: string | undefined }) {
  const classes = useStaticClasses(styles);
  const shown = idForDisplay(id).trim();
  return (
    <section className={classes.notFound}>
      <Typography level="h1">Token not found</Typography>
      <Typography tone="muted" className={classes.message}>
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
