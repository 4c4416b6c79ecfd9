import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner, staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import type { DocsPage as DocsPageId } from '@flowscope/shared-api';

/*
 * The shell's own pages that no trader opens first (the docs, the styleguide, the debug pages)
 * are fetched when one opens, so a screen's first view does not carry them. A chunk that fails
 * to load is an error of the route: the route's error page says so and offers a reload.
 */

const styles = staticStyles((theme) => ({
  loading: { display: 'grid', placeItems: 'center', padding: theme.spacing.xl },
}));

function WhileLoading({ children }: { children: ReactNode }) {
  const classes = useStaticClasses(styles);
  return (
    <Suspense
      fallback={
        <div className={classes.loading}>
          <Spinner label="Loading page" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

function lazyPage(load: () => Promise<() => ReactNode>): () => ReactNode {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPage() {
    return (
      <WhileLoading>
        <Page />
      </WhileLoading>
    );
  };
}

export const StyleguidePage = lazyPage(() =>
  import('./styleguide/StyleguidePage.tsx').then((module) => module.StyleguidePage),
);

export const DebugPage = lazyPage(() =>
  import('./debug/DebugPage.tsx').then((module) => module.DebugPage),
);

export const DiscordDebugPage = lazyPage(() =>
  import('./debug/DiscordDebugPage.tsx').then((module) => module.DiscordDebugPage),
);

const LoadedDocsPage = lazy(() =>
  import('./docs/DocsPage.tsx').then((module) => ({ default: module.DocsPage })),
);

export function DocsPage({ page }: { page: DocsPageId }) {
  return (
    <WhileLoading>
      <LoadedDocsPage page={page} />
    </WhileLoading>
  );
}
