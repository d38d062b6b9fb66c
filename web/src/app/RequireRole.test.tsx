// The area guard: signed out → /login (remembering the page), another role → /unauthorized, own role → in.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createCache } from '../lib/apollo';
import { CurrentUserDocument } from '../lib/session';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { RequireRole } from './RequireRole';

function meMock(role: 'USER' | 'AGENT' | 'ADMIN' | null): MockLink.MockedResponse {
  return {
    request: { query: CurrentUserDocument },
    result: {
      data: {
        me: role
          ? {
              __typename: 'User',
              id: 'u-1',
              name: 'Alice Rahman',
              email: 'alice@wallet.local',
              phone: '01712345678',
              role,
              isEmailVerified: true,
              isApproved: true,
              createdAt: '2026-01-05T15:00:00.000Z',
              updatedAt: '2026-01-05T15:00:00.000Z',
            }
          : null,
      },
    },
  };
}

function LoginProbe() {
  const state = useLocation().state as { from?: string } | null;
  return <h1>{`Login page (from ${state?.from ?? 'nowhere'})`}</h1>;
}

function renderAt(path: string, mock: MockLink.MockedResponse) {
  render(
    <ThemePreferenceProvider persist={false}>
      <MockedProvider mocks={[mock]} cache={createCache()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/user" element={<RequireRole role="user" />}>
              <Route path="overview" element={<h1>User overview</h1>} />
            </Route>
            <Route path="/login" element={<LoginProbe />} />
            <Route path="/unauthorized" element={<h1>Unauthorized page</h1>} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </ThemePreferenceProvider>,
  );
}

describe('RequireRole', () => {
  it('when nobody is signed in, then it redirects to /login and remembers the wanted page', async () => {
    renderAt('/user/overview?tab=1', meMock(null));
    expect(
      await screen.findByRole('heading', { name: 'Login page (from /user/overview?tab=1)' }),
    ).toBeInTheDocument();
  });

  it('when an agent opens the user area, then it redirects to /unauthorized', async () => {
    renderAt('/user/overview', meMock('AGENT'));
    expect(await screen.findByRole('heading', { name: 'Unauthorized page' })).toBeInTheDocument();
  });

  it('when a user opens the user area, then the page shows', async () => {
    renderAt('/user/overview', meMock('USER'));
    expect(await screen.findByRole('heading', { name: 'User overview' })).toBeInTheDocument();
  });

  it('while the session is being checked, then a loading state shows', () => {
    renderAt('/user/overview', { ...meMock('USER'), delay: 50 });
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
  });
});
