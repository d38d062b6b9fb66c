// Rendering a settings screen in tests: theme, Apollo's MockedProvider with the app's cache (someone of `role`
// signed in), a router with the screen at /{role}/settings (any other address is "Another page"), the toasts.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { UserRole } from '../../app/paths';
import { Toaster } from '../../app/Toaster';
import { createCache } from '../../lib/apollo';
import { CurrentUserDocument } from '../../lib/session';
import { ThemePreferenceProvider } from '../../lib/ThemePreferenceProvider';
import { signedInPerson } from '../../test/render-route';

const roleEnums = { user: 'USER', agent: 'AGENT', admin: 'ADMIN' } as const;

/** Shows the router's address, so a test can read where the screen navigated. */
function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Current address">{`${location.pathname}${location.hash}`}</output>;
}

interface RenderOptions {
  mocks?: readonly MockLink.MockedResponse[];
  role?: UserRole;
}

export function renderSettingsScreen(
  element: ReactElement,
  { mocks = [], role = 'user' }: RenderOptions = {},
) {
  const cache = createCache();
  cache.writeQuery({ query: CurrentUserDocument, data: { me: signedInPerson(roleEnums[role]) } });
  const route = `/${role}/settings`;
  const result = render(
    <ThemePreferenceProvider persist={false}>
      <MockedProvider mocks={mocks} cache={cache}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={route} element={element} />
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
