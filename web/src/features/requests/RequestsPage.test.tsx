// The Requests screen: loading, empty, error with Try Again, incoming rows with Pay and Decline, outgoing rows with
// Cancel, Pay through the confirmation with the allowance left and one idempotency key, a refusal told as a toast,
// and the request form's rules.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import type { InMemoryCache } from '@apollo/client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { moneyRequestMessages } from '@wallet/common/requests';
import type { MoneyRequestDirection, PayMoneyRequestMutationVariables } from '../../gql/graphql';
import { Toaster } from '../../lib/Toaster';
import { createCache } from '../../lib/apollo';
import { CurrentUserDocument } from '../../lib/session';
import { ThemePreferenceProvider } from '../../lib/ThemePreferenceProvider';
import { graphQLErrorResult } from '../../test/apollo-mocks';
import { sampleTransaction, sampleWallet } from '../../money/fixtures';
import {
  DeclineMoneyRequestMutation,
  MoneyRequestsQuery,
  PayMoneyRequestMutation,
  RequestsPage,
  RequestsWalletQuery,
} from './RequestsPage';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const aliceId = 'c0a80101-0000-4000-8000-0000000000a1';
const bobId = 'c0a80101-0000-4000-8000-0000000000b2';
const requestId = 'c0a80101-0000-4000-8000-0000000000c3';

const wallet = sampleWallet({ userId: aliceId, balance: '120.00' });

const alice = {
  __typename: 'User',
  id: aliceId,
  name: 'Alice Rahman',
  email: 'alice@wallet.local',
  phone: '01712345678',
  role: 'USER' as const,
  isEmailVerified: true,
  isApproved: true,
  createdAt: '2026-01-05T15:00:00.000Z',
  updatedAt: '2026-01-05T15:00:00.000Z',
};

function moneyRequest(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'MoneyRequest',
    id: requestId,
    direction: 'INCOMING',
    status: 'PENDING',
    amount: '5.00',
    note: 'Pizza',
    transactionId: null,
    requester: { __typename: 'TransactionParty', id: bobId, name: 'Bob Karim' },
    payer: { __typename: 'TransactionParty', id: aliceId, name: 'Alice Rahman' },
    expiresAt: '2026-11-26T12:00:00.000Z',
    closedAt: null,
    createdAt: '2026-11-19T12:00:00.000Z',
    ...overrides,
  };
}

function signedIn(cache: InMemoryCache) {
  cache.writeQuery({ query: CurrentUserDocument, data: { me: alice } });
  return cache;
}

const walletMock: MockLink.MockedResponse = {
  request: { query: RequestsWalletQuery },
  result: { data: { myWallet: wallet } },
  delay: 5,
  maxUsageCount: 10,
};

function listMock(
  direction: MoneyRequestDirection,
  items: ReturnType<typeof moneyRequest>[] | 'error',
): MockLink.MockedResponse {
  return {
    request: { query: MoneyRequestsQuery, variables: { direction, limit: 20 } },
    result:
      items === 'error'
        ? graphQLErrorResult('The server is not answering', 'INTERNAL_SERVER_ERROR')
        : {
            data: {
              moneyRequests: {
                __typename: 'MoneyRequestPage',
                items,
                pagination: {
                  __typename: 'Pagination',
                  currentPage: 1,
                  totalPages: items.length === 0 ? 0 : 1,
                  totalItems: items.length,
                  itemsPerPage: 20,
                },
              },
            },
          },
    delay: 5,
  };
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <ThemePreferenceProvider persist={false}>
      <MockedProvider mocks={mocks} cache={signedIn(createCache())}>
        <RequestsPage now={NOW} />
      </MockedProvider>
      <Toaster />
    </ThemePreferenceProvider>,
  );
}

describe('RequestsPage', () => {
  it('when nothing is asked of me, then loading, then the empty state', async () => {
    renderPage([walletMock, listMock('INCOMING', [])]);
    expect(screen.getByText('Loading requests...')).toBeInTheDocument();
    expect(await screen.findByText('No requests yet')).toBeInTheDocument();
    expect(screen.getByText('When someone asks you for money, it shows here.')).toBeInTheDocument();
  });

  it('when the list fails, then it says so with Try Again', async () => {
    renderPage([walletMock, listMock('INCOMING', 'error'), listMock('INCOMING', [moneyRequest()])]);
    expect(await screen.findByText('Failed to load requests')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Bob Karim asks you for $5.00')).toBeInTheDocument();
  });

  it('when requests are pending, paid, declined or expired, then each shows its status and only pending offers actions', async () => {
    renderPage([
      walletMock,
      listMock('INCOMING', [
        moneyRequest(),
        moneyRequest({ id: 'r2', status: 'PAID', closedAt: '2026-11-19T13:00:00.000Z' }),
        moneyRequest({ id: 'r3', status: 'DECLINED', closedAt: '2026-11-19T13:00:00.000Z' }),
        moneyRequest({ id: 'r4', status: 'EXPIRED', expiresAt: '2026-11-18T12:00:00.000Z' }),
      ]),
    ]);
    const list = await screen.findByRole('list', { name: 'Requests asked of me' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).queryAllByRole('button').length)).toEqual([2, 0, 0, 0]);
    expect(within(rows[0]!).getByText(/Expires in 6 days/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Declined')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Expired')).toBeInTheDocument();
  });

  it('when Pay is confirmed, then one payMoneyRequest with a key, the row shows Paid and a toast', async () => {
    const keys: string[] = [];
    const payMock = {
      request: {
        query: PayMoneyRequestMutation,
        variables: (variables: PayMoneyRequestMutationVariables) => variables.input.id === requestId,
      },
      result: (variables: PayMoneyRequestMutationVariables) => {
        keys.push(variables.input.idempotencyKey);
        return {
          data: {
            payMoneyRequest: {
              __typename: 'PayMoneyRequestPayload',
              message: 'Paid $5.00 to Bob Karim',
              moneyRequest: moneyRequest({
                status: 'PAID',
                transactionId: 't1',
                closedAt: '2026-11-20T12:00:00.000Z',
              }),
              transaction: sampleTransaction({ id: 't1', amount: '5.00' }),
              wallet: { ...wallet, balance: '115.00' },
            },
          },
        };
      },
      delay: 5,
    } as MockLink.MockedResponse;
    renderPage([walletMock, listMock('INCOMING', [moneyRequest()]), payMock]);

    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm payment' });
    expect(within(dialog).getByText('Bob Karim')).toBeInTheDocument();
    expect(within(dialog).getByText('Pizza')).toBeInTheDocument();
    expect(within(dialog).getByText('Daily allowance left after this')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and pay' }));

    expect(await screen.findByText('Paid $5.00 to Bob Karim')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    const list = screen.getByRole('list', { name: 'Requests asked of me' });
    expect(await within(list).findByText('Paid')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it("when Decline is refused because it was paid meanwhile, then the server's message is told", async () => {
    const declineMock: MockLink.MockedResponse = {
      request: { query: DeclineMoneyRequestMutation, variables: { id: requestId } },
      result: graphQLErrorResult(moneyRequestMessages.alreadyPaid, 'CONFLICT'),
      delay: 5,
    };
    renderPage([walletMock, listMock('INCOMING', [moneyRequest()]), declineMock]);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(moneyRequestMessages.alreadyPaid)).toBeInTheDocument();
  });

  it('when My requests is chosen, then outgoing rows offer Cancel request', async () => {
    renderPage([
      walletMock,
      listMock('INCOMING', []),
      listMock('OUTGOING', [moneyRequest({ direction: 'OUTGOING' })]),
    ]);
    await screen.findByText('No requests yet');
    await userEvent.click(screen.getByRole('button', { name: 'My requests' }));
    expect(await screen.findByText('You asked Alice Rahman for $5.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
  });

  it('when the request form is sent empty or to oneself, then the rules are told on the fields', async () => {
    renderPage([walletMock, listMock('INCOMING', [])]);
    const form = await screen.findByRole('form', { name: 'Request money' });
    await userEvent.click(within(form).getByRole('button', { name: 'Request Money' }));
    expect(screen.getByLabelText('Payer ID')).toHaveAccessibleDescription(
      expect.stringContaining(moneyRequestMessages.payerRequired),
    );
    await userEvent.type(screen.getByLabelText('Payer ID'), aliceId);
    await userEvent.type(screen.getByLabelText('Amount (USD)'), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Request Money' }));
    expect(screen.getByLabelText('Payer ID')).toHaveAccessibleDescription(
      expect.stringContaining(moneyRequestMessages.requestToSelf),
    );
  });
});
