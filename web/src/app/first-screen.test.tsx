// A dashboard's first screen leaves as one request from the entry, and its queries are answered from that answer:
// one request and one render with the figures, not one per query. The request is the merge of those queries.
import { screen, within } from '@testing-library/react';
import { Kind, parse, print } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleHistory, sampleWallet, sampleWalletControls } from '../money/fixtures';
import type { UserRole } from '../lib/paths';
import { mergeOperations } from '../test/merge-operations';
import {
  lazyLoad,
  operationsAsked,
  renderRoutesAt,
  resetRouteTest,
  signedInPerson,
  stubBff,
} from '../test/render-route';
import { firstScreenQueries } from './dashboard-preload';
import { FIRST_SCREEN_REQUESTS, startFirstScreenRequest, takeFirstScreenPart } from '../lib/first-screen';

afterEach(resetRouteTest);

const roles: UserRole[] = ['user', 'agent', 'admin'];

/** What Alice's overview asks, as the bff answers each query. */
function aliceAnswers() {
  return {
    CurrentUser: { me: signedInPerson('USER') },
    UserOverviewWallet: { myWallet: sampleWallet() },
    RecentTransactions: {
      myTransactions: { __typename: 'TransactionPage', items: sampleHistory().slice(0, 5) },
      myWallet: sampleWallet(),
    },
    MyWalletControls: { myWallet: { ...sampleWallet(), controls: sampleWalletControls() } },
  };
}

describe('the first-screen request', () => {
  it.each(roles)(
    'of /%s/overview asks exactly what the overview queries ask, with their variables',
    (role) => {
      const queries = firstScreenQueries(role);
      const request = FIRST_SCREEN_REQUESTS[role];

      expect(print(parse(request.query))).toBe(
        mergeOperations(
          request.operationName,
          queries.map(([query]) => query),
        ),
      );
      expect(request.variables).toEqual(
        Object.assign({}, ...queries.map(([, variables]) => variables ?? {})),
      );
      expect(request.parts).toEqual(
        queries.map(([query, variables]) => ({
          operationName: parse(print(query)).definitions.flatMap((definition) =>
            definition.kind === Kind.OPERATION_DEFINITION ? [definition.name?.value] : [],
          )[0],
          variables: variables ?? {},
        })),
      );
    },
  );

  it('when /user/overview opens, then its queries are answered from the one request and the figures show', async () => {
    const { CurrentUser, UserOverviewWallet, RecentTransactions, MyWalletControls } = aliceAnswers();
    const fetchMock = stubBff({
      UserFirstScreen: { ...CurrentUser, ...UserOverviewWallet, ...RecentTransactions, ...MyWalletControls },
    });

    startFirstScreenRequest('/user/overview');
    renderRoutesAt('/user/overview');

    expect(await screen.findByRole('heading', { name: 'Welcome back!' }, lazyLoad)).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent Transactions' });
    expect(await within(recent).findAllByRole('listitem', {}, lazyLoad)).toHaveLength(5);
    expect(operationsAsked(fetchMock)).toEqual(['UserFirstScreen']);
  });

  it('when the one request fails, then each query is asked on its own and the figures still show', async () => {
    // No answer for UserFirstScreen: the stand-in bff says data null, as for an error.
    const fetchMock = stubBff(aliceAnswers());

    startFirstScreenRequest('/user/overview');
    renderRoutesAt('/user/overview');

    expect(await screen.findByRole('heading', { name: 'Welcome back!' }, lazyLoad)).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent Transactions' });
    expect(await within(recent).findAllByRole('listitem', {}, lazyLoad)).toHaveLength(5);
    expect(new Set(operationsAsked(fetchMock))).toEqual(
      new Set([
        'UserFirstScreen',
        'CurrentUser',
        'UserOverviewWallet',
        'RecentTransactions',
        'MyWalletControls',
      ]),
    );
  });

  it('when the address is not an overview, then nothing is sent', () => {
    const send = vi.fn<typeof fetch>();

    startFirstScreenRequest('/user/settings', send);

    expect(send).not.toHaveBeenCalled();
    expect(takeFirstScreenPart('CurrentUser', {})).toBeUndefined();
  });

  it('when another operation comes first, then the answer is forgotten and later queries go to the server', () => {
    const send = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
    startFirstScreenRequest('/admin/overview', send);

    expect(takeFirstScreenPart('CurrentUser', {})).toBeInstanceOf(Promise);
    expect(takeFirstScreenPart('CurrentUser', {})).toBeUndefined();
    expect(takeFirstScreenPart('Logout', {})).toBeUndefined();
    expect(takeFirstScreenPart('AdminOverview', {})).toBeUndefined();
  });

  it('when a query of the first screen comes with other variables, then it is not answered from the request', () => {
    const send = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
    startFirstScreenRequest('/agent/overview', send);

    expect(takeFirstScreenPart('AgentOverviewStats', { period: 'WEEK' })).toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
