// Rendering one screen in tests, without the app's route tree: theme, Apollo's MockedProvider with the app's cache,
// a router with the screen at its path (any other address is "Another page"), the toasts.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import type { InMemoryCache } from '@apollo/client';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '../lib/Toaster';
import { createCache } from '../lib/apollo';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';

/** Shows the router's address, and any state a navigation handed on, so a test can read where the screen went. */
function CurrentLocation() {
  const location = useLocation();
  const state: unknown = location.state;
  return (
    <>
      <output aria-label="Current address">{`${location.pathname}${location.search}${location.hash}`}</output>
      {state == null ? null : <output aria-label="Navigation state">{JSON.stringify(state)}</output>}
    </>
  );
}

export interface ScreenOptions {
  mocks?: readonly MockLink.MockedResponse[];
  cache?: InMemoryCache;
  /** The address to start at. */
  route?: string;
  /** The route pattern the screen sits at (so /user/:id gives the page its id); by default the route's path. */
  path?: string;
}

export function renderScreen(
  element: ReactElement,
  {
    mocks = [],
    cache = createCache(),
    route = '/',
    path = route.split(/[?#]/)[0] ?? '/',
  }: ScreenOptions = {},
) {
  const result = render(
    <ThemePreferenceProvider persist={false}>
      <MockedProvider mocks={mocks} cache={cache}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={element} />
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
