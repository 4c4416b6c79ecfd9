import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section
      css={(theme) => ({ padding: theme.spacing.xl, display: 'grid', gap: theme.spacing.md })}
    >
      <h1 css={{ margin: 0 }}>404 - Page Not Found</h1>
      <p css={{ margin: 0 }}>The page you're looking for doesn't exist.</p>
      <p css={{ margin: 0 }}>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
