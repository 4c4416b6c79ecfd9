import { Link } from 'react-router';
import { staticStyles, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  page: { padding: theme.spacing.xl, display: 'grid', gap: theme.spacing.md },
  title: { margin: 0 },
  text: { margin: 0 },
}));

export function NotFoundPage() {
  const classes = useStaticClasses(styles);
  return (
    <section className={classes.page}>
      <h1 className={classes.title}>404 - Page Not Found</h1>
      <p className={classes.text}>The page you're looking for doesn't exist.</p>
      <p className={classes.text}>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
