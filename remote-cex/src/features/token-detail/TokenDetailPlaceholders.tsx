import { Spinner, staticStyles, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((t) => ({
  header: {
    minHeight: 57,
    [`@media (max-width: ${t.breakpoints.mobile}px)`]: { minHeight: 106 },
  },
  loading: {
    display: 'grid',
    placeItems: 'start center',
    minHeight: '100vh',
    padding: t.spacing.xxl,
  },
}));

/**
 * The token header's height (name row, then price and market cap, which wrap below it on a
 * phone), kept while the first answer loads so the period tabs under it never move.
 */
export function TokenDetailHeaderPlaceholder() {
  const classes = useStaticClasses(styles);
  return <div aria-hidden="true" data-skeleton="" className={classes.header} />;
}

/**
 * The spinner in the space the token's tabs and overview will take (over a screen tall), so
 * nothing below them is in view before they arrive and has to move.
 */
export function TokenDetailLoading() {
  const classes = useStaticClasses(styles);
  return (
    <div className={classes.loading}>
      <Spinner size="lg" label="Loading token detail" />
    </div>
  );
}
