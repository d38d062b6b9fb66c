// /user/:id and the admin's people pages through the real route tree and Apollo client: a UUID is the admin's page
// for that person (admins only), anything else stays the user area's in-frame 404; All Users and Manage agents
// load for an admin.
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleAdminUser, sampleAgents, sampleUserPage, sampleUsers } from '../features/admin/user-fixtures';
import { appApolloClient } from '../lib/apollo-client';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { createRoutes } from './router';

const lazyLoad = { timeout: 10_000 };

type Role = 'USER' | 'AGENT' | 'ADMIN';

const personId = 'c0a80101-0000-4000-8000-0000000000b2';

/** A stand-in bff: answers each operation by name, as the real one would shape it. */
function stubBff(role: Role) {
  const signedIn = sampleAdminUser({
    id: 'c0a80101-0000-4000-8000-0000000ad111',
    name: 'Ada Admin',
    role,
  });
  const { agentStatus: _agentStatus, wallet: _wallet, ...me } = signedIn;
  const answers: Record<string, unknown> = {
    CurrentUser: { me },
    AdminUser: { user: sampleAdminUser({ id: personId, name: 'Bob Karim' }) },
    UserTransactions: {
      transactions: {
        __typename: 'AdminTransactionPage',
        items: [],
        pagination: { __typename: 'Pagination', totalItems: 0 },
      },
    },
    UserAuditLog: {
      auditLog: {
        __typename: 'AuditPage',
        items: [],
        pagination: {
          __typename: 'Pagination',
          currentPage: 1,
          totalPages: 0,
          totalItems: 0,
          itemsPerPage: 10,
        },
      },
    },
    AllUsers: { users: sampleUserPage(sampleUsers()) },
    ManageAgents: { users: sampleUserPage(sampleAgents()) },
  };
  const fetchMock = vi.fn((_url: string, init: RequestInit) => {
    const { operationName } = JSON.parse(init.body as string) as { operationName: string };
    return Promise.resolve(
      new Response(JSON.stringify({ data: answers[operationName] ?? null }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function operationsAsked(fetchMock: ReturnType<typeof stubBff>): string[] {
  return fetchMock.mock.calls.map(
    ([, init]) => (JSON.parse(init.body as string) as { operationName: string }).operationName,
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <ThemePreferenceProvider persist={false}>
      <RouterProvider router={router} />
    </ThemePreferenceProvider>,
  );
  return router;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  // The app's one client outlives a test: forget who was signed in.
  await appApolloClient.clearStore();
});

describe('/user/:id', () => {
  it('when an admin opens /user/{uuid}, then the person’s page shows in the admin frame', async () => {
    stubBff('ADMIN');
    const router = renderAt(`/user/${personId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Bob Karim' }, lazyLoad)).toBeInTheDocument();
    expect(await screen.findByText('No admin actions yet', {}, lazyLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage agents' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/user/${personId}`);
  });

  it('when a user opens /user/{uuid}, then they are sent to /unauthorized and nothing about the person is asked', async () => {
    const fetchMock = stubBff('USER');
    const router = renderAt(`/user/${personId}`);

    expect(
      await screen.findByText('You are not authorized to access this page', {}, lazyLoad),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(operationsAsked(fetchMock)).not.toContain('AdminUser');
  });

  it('when a user mistypes /user/walet, then the user area’s in-frame 404 shows as before', async () => {
    const fetchMock = stubBff('USER');
    const router = renderAt('/user/walet');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, lazyLoad),
    ).toBeInTheDocument();
    expect(screen.getByText('/user/walet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Wallet' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/walet');
    expect(operationsAsked(fetchMock)).not.toContain('AdminUser');
  });

  it('when an admin opens /user/walet, then the user area refuses them as before', async () => {
    stubBff('ADMIN');
    const router = renderAt('/user/walet');

    expect(
      await screen.findByText('You are not authorized to access this page', {}, lazyLoad),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('when a user opens /user/wallet, then the static page still wins over /user/:id', async () => {
    stubBff('USER');
    renderAt('/user/wallet');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Wallet' }, lazyLoad)).toBeInTheDocument();
  });
});

describe('admin people pages', () => {
  it('when an admin opens /admin/all-users, then All Users shows its list', async () => {
    stubBff('ADMIN');
    renderAt('/admin/all-users');

    expect(await screen.findByRole('heading', { level: 1, name: 'All Users' }, lazyLoad)).toBeInTheDocument();
    expect(await screen.findByText('Maya Thompson', {}, lazyLoad)).toBeInTheDocument();
  });

  it('when an admin opens /admin/agent-block-unblock, then Manage agents shows its list', async () => {
    stubBff('ADMIN');
    renderAt('/admin/agent-block-unblock');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage agents' }, lazyLoad),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Approve Omar Faruk' }, lazyLoad)).toBeInTheDocument();
  });

  it('when an agent opens /admin/all-users, then they are sent to /unauthorized', async () => {
    stubBff('AGENT');
    const router = renderAt('/admin/all-users');

    expect(
      await screen.findByText('You are not authorized to access this page', {}, lazyLoad),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });
});
