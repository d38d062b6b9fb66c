// /user/:id and the admin's people pages through the real route tree and Apollo client: a UUID is the admin's page
// for that person (admins only), anything else stays the user area's in-frame 404; All Users and Manage agents
// load for an admin.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  sampleAdminUser,
  sampleAgents,
  samplePagination,
  sampleUserPage,
  sampleUsers,
} from '../features/admin/user-fixtures';
import { lazyLoad, operationsAsked, renderRouteAs, resetRouteTest } from '../test/render-route';
import type { SignedInRole } from '../test/render-route';

const personId = 'c0a80101-0000-4000-8000-0000000000b2';

/** The route tree at `path`, signed in as Ada, with the answers of the admin's people pages. */
function renderAs(role: SignedInRole, path: string) {
  return renderRouteAs(path, {
    role,
    person: { id: 'c0a80101-0000-4000-8000-0000000ad111', name: 'Ada Admin' },
    answers: {
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
          pagination: samplePagination(1, 0),
        },
      },
      AllUsers: { users: sampleUserPage(sampleUsers()) },
      ManageAgents: { users: sampleUserPage(sampleAgents()) },
    },
  });
}

// The app's one client outlives a test: forget who was signed in.
afterEach(resetRouteTest);

describe('/user/:id', () => {
  it('when an admin opens /user/{uuid}, then the person’s page shows in the admin frame', async () => {
    const { router } = renderAs('ADMIN', `/user/${personId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Bob Karim' }, lazyLoad)).toBeInTheDocument();
    expect(await screen.findByText('No admin actions yet', {}, lazyLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage agents' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/user/${personId}`);
  });

  it('when a user opens /user/{uuid}, then they are sent to /unauthorized and nothing about the person is asked', async () => {
    const { router, fetchMock } = renderAs('USER', `/user/${personId}`);

    expect(
      await screen.findByText('You are not authorized to access this page', {}, lazyLoad),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(operationsAsked(fetchMock)).not.toContain('AdminUser');
  });

  it('when a user mistypes /user/walet, then the user area’s in-frame 404 shows as before', async () => {
    const { router, fetchMock } = renderAs('USER', '/user/walet');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, lazyLoad),
    ).toBeInTheDocument();
    expect(screen.getByText('/user/walet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Wallet' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/walet');
    expect(operationsAsked(fetchMock)).not.toContain('AdminUser');
  });

  it('when an admin opens /user/walet, then the user area refuses them as before', async () => {
    const { router } = renderAs('ADMIN', '/user/walet');

    expect(
      await screen.findByText('You are not authorized to access this page', {}, lazyLoad),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('when a user opens /user/wallet, then the static page still wins over /user/:id', async () => {
    renderAs('USER', '/user/wallet');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Wallet' }, lazyLoad)).toBeInTheDocument();
  });
});

describe('admin people pages', () => {
  it('when an admin opens /admin/all-users, then All Users shows its list', async () => {
    renderAs('ADMIN', '/admin/all-users');

    expect(await screen.findByRole('heading', { level: 1, name: 'All Users' }, lazyLoad)).toBeInTheDocument();
    expect(await screen.findByText('Maya Thompson', {}, lazyLoad)).toBeInTheDocument();
  });

  it('when an admin opens /admin/agent-block-unblock, then Manage agents shows its list', async () => {
    renderAs('ADMIN', '/admin/agent-block-unblock');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage agents' }, lazyLoad),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Approve Omar Faruk' }, lazyLoad)).toBeInTheDocument();
  });

  it('when an agent opens /admin/all-users, then they are sent to /unauthorized', async () => {
    const { router } = renderAs('AGENT', '/admin/all-users');

    expect(
      await screen.findByText('You are not authorized to access this page', {}, lazyLoad),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });
});
