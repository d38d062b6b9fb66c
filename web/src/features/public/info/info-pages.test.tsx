// The footer's pages through the real route tree: every footer link opens a page of its own (none is the 404), the
// text pages say what they must, Payments shows the server's pending window and Status the service's health.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { footerLinkGroups } from '../../../components/Footer';
import { formatDateTimeWithSeconds } from '../../../lib/format-date';
import {
  lazyLoad,
  operationsAsked,
  renderRoutesAt,
  resetRouteTest,
  stubBff,
} from '../../../test/render-route';

afterEach(resetRouteTest);

const policy = (payoutDelaySeconds: number) => ({
  withdrawalPolicy: { __typename: 'WithdrawalPolicy', id: 'withdrawals', payoutDelaySeconds },
});

const status = (api: string, database: string) => ({
  serviceStatus: {
    __typename: 'ServiceStatus',
    id: 'current',
    api,
    database,
    checkedAt: '2026-11-21T22:04:05.000Z',
  },
});

describe('every footer link', () => {
  const links = footerLinkGroups.flatMap((group) =>
    group.links.map((link) => [group.title, link.label, link.to]),
  );

  it.each(links)(
    'when %s › %s (%s) is opened, then a page of its own loads, not the 404',
    async (_group, _label, to) => {
      stubBff({
        CurrentUser: { me: null },
        PaymentsWithdrawalPolicy: policy(300),
        ServiceStatus: status('OPERATIONAL', 'OPERATIONAL'),
      });
      renderRoutesAt(to);

      const heading = await screen.findByRole('heading', { level: 1 }, lazyLoad);
      expect(heading).not.toHaveTextContent('Page not found');
    },
  );

  it('when the footer is shown, then SPEC’s links with no true page (Careers, Press, Blog, Community, Exchange) are gone', () => {
    const labels = footerLinkGroups.flatMap((group) => group.links.map((link) => link.label));
    expect(labels).toEqual(expect.not.arrayContaining(['Careers', 'Press', 'Blog', 'Community', 'Exchange']));
    expect(labels).toEqual(
      expect.arrayContaining([
        'Wallet',
        'Payments',
        'API',
        'Help',
        'Status',
        'Privacy',
        'Terms',
        'Cookies',
        'GDPR',
      ]),
    );
  });
});

describe('the text pages', () => {
  it.each([
    ['/terms', 'Terms of Service', /Withdrawals to a bank account cost \$2\.50, to a card \$3\.00/],
    ['/privacy', 'Privacy', /authenticator secret, encrypted \(AES-256-GCM\)/],
    ['/cookies', 'Cookies', /wallet_session/],
    ['/gdpr', 'Your data rights (GDPR)', /Download CSV gives a statement/],
    ['/help', 'Help', /recovery codes you saved/],
    ['/api', 'API', /docs\/|money\.md/],
  ])('when %s is opened, then it shows %s and what it must say', async (path, title, text) => {
    stubBff({ CurrentUser: { me: null } });
    renderRoutesAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: title }, lazyLoad)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(text);
  });

  it('when Privacy is read, then it says how long things are kept and that nothing goes to third parties', async () => {
    stubBff({ CurrentUser: { me: null } });
    renderRoutesAt('/privacy');

    const main = await screen.findByRole('main');
    const retention = await within(main).findByRole('region', { name: 'How long' }, lazyLoad);
    expect(retention).toHaveTextContent('deleted after 24 hours');
    expect(retention).toHaveTextContent('kept for as long as the service runs');
    expect(within(main).getByRole('region', { name: 'Who sees it' })).toHaveTextContent(
      'no third-party analytics, advertising or tracking',
    );
  });

  it('when Cookies is read, then each cookie the api and the app set is in the table with how long it lives', async () => {
    stubBff({ CurrentUser: { me: null } });
    renderRoutesAt('/cookies');

    const table = await screen.findByRole('table', { name: 'Cookies Wallet sets' }, lazyLoad);
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(['wallet_session', 'wallet_device', 'sidebar_state']);
  });

  it('when API is read, then it names this site’s GraphQL endpoint', async () => {
    stubBff({ CurrentUser: { me: null } });
    renderRoutesAt('/api');

    expect(await screen.findByText(`${window.location.origin}/graphql`, {}, lazyLoad)).toBeInTheDocument();
  });
});

describe('Payments', () => {
  it.each([
    [300, 'Here a withdrawal waits 5 minutes before it is paid out'],
    [3600, 'Here a withdrawal waits 1 hour before it is paid out'],
    [0, 'Here withdrawals are paid out at once, so they cannot be cancelled.'],
  ])('when the server holds withdrawals %i s, then the page says "%s"', async (seconds, text) => {
    const fetchMock = stubBff({ CurrentUser: { me: null }, PaymentsWithdrawalPolicy: policy(seconds) });
    renderRoutesAt('/payments');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' }, lazyLoad)).toBeInTheDocument();
    expect(
      await screen.findByText(
        (_content, node) => node?.textContent?.startsWith(text) === true && node.tagName === 'LI',
      ),
    ).toBeInTheDocument();
    expect(operationsAsked(fetchMock)).toContain('PaymentsWithdrawalPolicy');
  });
});

describe('Status', () => {
  const part = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling as HTMLElement;

  it('when the api and its database answer, then all three parts are Operational with the time of the check', async () => {
    stubBff({ CurrentUser: { me: null }, ServiceStatus: status('OPERATIONAL', 'OPERATIONAL') });
    renderRoutesAt('/status');

    expect(await screen.findByText(/^Last checked/, {}, lazyLoad)).toHaveTextContent(
      `Last checked ${formatDateTimeWithSeconds('2026-11-21T22:04:05.000Z')}.`,
    );
    expect(part('Website and gateway')).toHaveTextContent('Operational');
    expect(part('Wallet API')).toHaveTextContent('Operational');
    expect(part('Database')).toHaveTextContent('Operational');
  });

  it('when the api says its database does not answer, then Database is Down and the rest Operational', async () => {
    stubBff({ CurrentUser: { me: null }, ServiceStatus: status('OPERATIONAL', 'DOWN') });
    renderRoutesAt('/status');

    await screen.findByText(/^Last checked/, {}, lazyLoad);
    expect(part('Wallet API')).toHaveTextContent('Operational');
    expect(part('Database')).toHaveTextContent('Down');
  });

  it('when the gateway does not answer, then it is Down, the rest Unknown, and Check again asks once more', async () => {
    const fetchMock = vi.fn((_url: string, init: RequestInit) => {
      const { operationName } = JSON.parse(init.body as string) as { operationName: string };
      if (operationName === 'ServiceStatus') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(
        new Response(JSON.stringify({ data: { me: null } }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoutesAt('/status');

    expect(await screen.findByText(/The gateway did not answer/, {}, lazyLoad)).toBeInTheDocument();
    expect(part('Website and gateway')).toHaveTextContent('Down');
    expect(part('Wallet API')).toHaveTextContent('Unknown');
    expect(part('Database')).toHaveTextContent('Unknown');
    const asked = () =>
      fetchMock.mock.calls.filter(([, init]) => (init.body as string).includes('ServiceStatus')).length;
    const before = asked();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await vi.waitFor(() => expect(asked()).toBe(before + 1));
  });
});
