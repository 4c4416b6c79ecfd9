import type { Theme } from '@emotion/react';
import { ThemePanel } from './ThemePanel.tsx';

/** /styleguide: the design system side by side in both themes. */
export function StyleguidePage() {
  return (
    <div
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.spacing.lg,
        padding: theme.spacing.xl,
      })}
    >
      <header css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.xs })}>
        <h1 css={{ margin: 0 }}>Styleguide</h1>
        <p css={{ margin: 0 }}>
          Every interface element of Flowscope, in each of its variants, in both themes.
        </p>
      </header>
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 620px), 1fr))',
          gap: 24,
          alignItems: 'start',
        }}
      >
        <ThemePanel mode="dark" />
        <ThemePanel mode="light" />
      </div>
    </div>
  );
}
