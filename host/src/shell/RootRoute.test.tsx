import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SCREEN_ROUTES, PRODUCT_DESCRIPTION } from '@flowscope/shared-api';
import { afterEach, describe, expect, it } from 'vitest';
import { RootRoute } from './RootRoute.tsx';

function descriptionOfPage(): string | null {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
}

function routerAt(path: string) {
  const { topHoldingsCex, alphaFeedDex } = SCREEN_ROUTES;
  return createMemoryRouter(
    [
      {
        element: <RootRoute />,
        children: [
          { path: topHoldingsCex.path, handle: { ...topHoldingsCex }, element: <p>holdings</p> },
          { path: alphaFeedDex.path, handle: { ...alphaFeedDex }, element: <p>feed</p> },
          {
            path: 'about',
            handle: { title: 'About', crumb: 'About', description: PRODUCT_DESCRIPTION },
            element: <p>about</p>,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
}

afterEach(() => {
  cleanup();
  // Only what the route wrote: emotion's style tags stay for the next test files of the page.
  for (const meta of document.head.querySelectorAll('meta[name="description"]')) meta.remove();
});

describe('page title and description', () => {
  it("gives each route the routing contract's description, updated on navigation", async () => {
    const router = routerAt(SCREEN_ROUTES.topHoldingsCex.path);
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Top Holdings CEX - Flowscope');
    expect(descriptionOfPage()).toBe(SCREEN_ROUTES.topHoldingsCex.description);

    await act(() => router.navigate(SCREEN_ROUTES.alphaFeedDex.path));
    expect(document.title).toBe('Alpha Feed DEX - Flowscope');
    expect(descriptionOfPage()).toBe(SCREEN_ROUTES.alphaFeedDex.description);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    await act(() => router.navigate('/about'));
    expect(descriptionOfPage()).toBe(PRODUCT_DESCRIPTION);
  });

  it('describes every data screen in its own words', () => {
    const descriptions = Object.values(SCREEN_ROUTES).map((route) => route.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) expect(description.length).toBeGreaterThan(50);
  });
});
