// A dashboard's first queries leave together from the route loaders: none waits for another's answer or for the
// page's code (on a slow phone each wait was a round trip before the first figures).
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyLoad, renderRoutesAt, resetRouteTest } from '../test/render-route';

afterEach(resetRouteTest);

/** A bff that never answers: whatever is asked was asked without waiting for an answer. */
function silentBff() {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetchMock);
  return () =>
    new Set(
      fetchMock.mock.calls.map(
        ([, init]) => (JSON.parse(init.body as string) as { operationName: string }).operationName,
      ),
    );
}

describe('dashboard preloading', () => {
  it.each([
    ['user', ['CurrentUser', 'UserOverviewWallet', 'RecentTransactions', 'MyWalletControls']],
    ['agent', ['CurrentUser', 'AgentOverviewStats', 'AgentRecentTransactions']],
    ['admin', ['CurrentUser', 'AdminOverview']],
  ])(
    'when /%s/overview is opened and nothing has answered yet, then all its first queries are already asked',
    async (role, operations) => {
      const asked = silentBff();

      renderRoutesAt(`/${role}/overview`);

      await waitFor(() => expect(asked()).toEqual(new Set(operations)), lazyLoad);
      // The guard still waits for "who is signed in", behind its skeleton.
      expect(await screen.findByRole('main', {}, lazyLoad)).toBeInTheDocument();
    },
  );

  it('when another page of an area is opened, then only who is signed in is asked ahead', async () => {
    const asked = silentBff();

    renderRoutesAt('/user/settings');

    await waitFor(() => expect(asked()).toEqual(new Set(['CurrentUser'])), lazyLoad);
  });
});
