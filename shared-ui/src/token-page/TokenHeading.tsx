import { Badge } from '../components/badge/Badge.tsx';
import { Typography } from '../components/typography/Typography.tsx';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';

const styles = staticStyles((t) => ({
  title: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: t.spacing.sm,
    // A long name or a pasted symbol wraps instead of widening the page on a phone.
    overflowWrap: 'anywhere',
    minWidth: 0,
  },
}));

/**
 * A token page's heading: the token's name with its symbol beside it as a badge. The symbol is
 * part of the heading, so the page is named 'Bitcoin BTC' or 'Pepe PEPE'.
 */
export function TokenHeading({ name, symbol }: { name: string; symbol: string }) {
  const classes = useStaticClasses(styles);
  return (
    <Typography level="h1" className={classes.title}>
      {name}
      <Badge intent="neutral">{symbol}</Badge>
    </Typography>
  );
}
