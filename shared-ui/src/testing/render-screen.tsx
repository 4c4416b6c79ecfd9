import { render } from '@testing-library/react';
import { Fragment, useEffect, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { FlowscopeThemeProvider } from '../theme/ThemeProvider.tsx';

/** Where the screen's router is now, for assertions on URL state. */
export interface LocationRecorder {
  current: string;
}

function LocationProbe({ onLocation }: { onLocation: (path: string) => void }) {
  const location = useLocation();
  useEffect(() => onLocation(`${location.pathname}${location.search}`));
  return null;
}

export interface RenderScreenOptions {
  url: string;
  routePath: string;
  /** Router state of the entry, as a navigation with state (e.g. a redirect's reason) leaves it. */
  state?: unknown;
  /** Providers around the screen and its router (shared-api's testing adds the query cache). */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

/** Renders a screen at `url` as the host would: inside a router and the theme. */
export function renderScreen(Screen: ComponentType, options: RenderScreenOptions) {
  const location: LocationRecorder = { current: options.url };
  const address = new URL(options.url, 'http://localhost');
  const entry =
    options.state === undefined
      ? options.url
      : { pathname: address.pathname, search: address.search, state: options.state };
  const Wrapper = options.wrapper ?? Fragment;
  const view = render(
    <FlowscopeThemeProvider mode="dark">
      <Wrapper>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path={options.routePath} element={<Screen />} />
            <Route path="/premium" element={<h1>Get Premium</h1>} />
          </Routes>
          <LocationProbe
            onLocation={(path) => {
              location.current = path;
            }}
          />
        </MemoryRouter>
      </Wrapper>
    </FlowscopeThemeProvider>,
  );
  return { ...view, location };
}
