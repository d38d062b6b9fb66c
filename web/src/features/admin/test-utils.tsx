// Rendering an admin screen in tests: the app's theme, cache and toasts, Apollo mocks, and a router with the
// screen at a path pattern (so /user/:id gives the page its id) and any other address as "Another page".
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '../../app/Toaster';
import { createCache } from '../../lib/apollo';
import { ThemePreferenceProvider } from '../../lib/ThemePreferenceProvider';

function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Current address">{`${location.pathname}${location.search}`}</output>;
}

interface RenderOptions {
  mocks?: readonly MockLink.MockedResponse[];
  /** The address to start at. */
  route: string;
  /** The route pattern the screen sits at; by default the route's path. */
  path?: string;
}

export function renderAdminScreen(element: ReactElement, { mocks = [], route, path }: RenderOptions) {
  const cache = createCache();
  const result = render(
    <ThemePreferenceProvider persist={false}>
      <MockedProvider mocks={mocks} cache={cache}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path ?? route.split('?')[0]} element={element} />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
      </MockedProvider>
      <Toaster />
    </ThemePreferenceProvider>,
  );
  return { ...result, cache };
}
