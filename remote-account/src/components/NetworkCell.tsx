import { NetworkIcon, staticStyles, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  network: { display: 'inline-flex', gap: theme.spacing.xs },
}));

/**
 * A Favorites or Search row's network as the API names it: a chain, or 'CEX' for a coin on the
 * exchanges, with its icon. The rows carry the API's own word, so the cell shows it as it is.
 */
export function NetworkCell({ network }: { network: string }) {
  const classes = useStaticClasses(styles);
  return (
    <span className={classes.network}>
      <NetworkIcon network={network} size={18} />
      {network}
    </span>
  );
}
