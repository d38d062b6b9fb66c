// Withdraw: method and fee, quick amounts and Max (balance less the fee), the $10 minimum with the submit
// disabled below it, the confirmation, "Successfully initiated withdrawal of …", refusals, and the pending
// withdrawals: shown at once after a withdrawal, cancellable, and gone once the processor settles them.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { walletMessages } from '@wallet/common/wallet';
import { Toaster } from '../../lib/Toaster';
import type { TransactionFieldsFragment } from '../../gql/graphql';
import { createCache } from '../../lib/apollo';
import { ThemePreferenceProvider } from '../../lib/ThemePreferenceProvider';
import { graphQLErrorResult } from '../../test/apollo-mocks';
import { sampleTransaction, sampleWallet } from '../../money/fixtures';
import type { SampleTransaction, SampleWallet } from '../../money/fixtures';
import { PendingWithdrawalsQuery } from './PendingWithdrawals';
import { CancelWithdrawalMutation } from '../../money/use-cancel-withdrawal';
import { WithdrawMutation } from './WithdrawForm';
import { CANCEL_WINDOW_UNKNOWN, WithdrawalPolicyQuery } from './CancelWindowNote';
import { WithdrawPage, WithdrawWalletQuery } from './WithdrawPage';

/** What the fake server holds: the wallet and the pending withdrawals it answers with. */
interface Server {
  wallet: SampleWallet;
  pending: SampleTransaction[];
}

function newServer(balance = '120.00', pending: SampleTransaction[] = []): Server {
  return { wallet: sampleWallet({ balance }), pending };
}

function pendingWithdrawal(overrides: Partial<TransactionFieldsFragment> = {}): SampleTransaction {
  return sampleTransaction({
    type: 'WITHDRAW',
    status: 'PENDING',
    amount: '40.00',
    fee: '2.50',
    method: 'BANK',
    recipient: null,
    ...overrides,
  });
}

function pageOf(items: SampleTransaction[]) {
  return {
    __typename: 'TransactionPage',
    items,
    pagination: {
      __typename: 'Pagination',
      currentPage: 1,
      totalPages: 1,
      totalItems: items.length,
      itemsPerPage: 50,
    },
    summary: {
      __typename: 'TransactionSummary',
      totalCount: items.length,
      completedCount: 0,
      pendingCount: items.length,
      failedCount: 0,
      cancelledCount: 0,
      totalIn: '0.00',
      totalOut: '0.00',
    },
  };
}

function policyMock(payoutDelaySeconds = 300): MockLink.MockedResponse {
  return {
    request: { query: WithdrawalPolicyQuery },
    result: {
      data: {
        withdrawalPolicy: { __typename: 'WithdrawalPolicy', id: 'withdrawals', payoutDelaySeconds },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay: 5,
  };
}

function readMocks(server: Server, policy = policyMock()): MockLink.MockedResponse[] {
  return [
    policy,
    {
      request: { query: WithdrawWalletQuery },
      result: () => ({ data: { myWallet: server.wallet } }),
      maxUsageCount: Number.POSITIVE_INFINITY,
      delay: 5,
    },
    {
      request: { query: PendingWithdrawalsQuery, variables: { limit: 50 } },
      result: () => ({ data: { myWallet: server.wallet, myTransactions: pageOf(server.pending) } }),
      maxUsageCount: Number.POSITIVE_INFINITY,
      delay: 5,
    },
  ];
}

function withdrawMock(
  server: Server,
  input: { amount: string; method: 'BANK' | 'CARD' },
  answer: 'ok' | { message: string; code?: string },
): MockLink.MockedResponse {
  return {
    request: {
      query: WithdrawMutation,
      variables: (variables: { input: typeof input & { idempotencyKey: string } }) =>
        variables.input.amount === input.amount &&
        variables.input.method === input.method &&
        variables.input.idempotencyKey.length > 0,
    },
    result: () => {
      if (answer !== 'ok') return graphQLErrorResult(answer.message, answer.code);
      const fee = input.method === 'BANK' ? '2.50' : '3.00';
      const transaction = pendingWithdrawal({ amount: input.amount, fee, method: input.method });
      server.pending = [transaction, ...server.pending];
      server.wallet = { ...server.wallet, balance: '17.00' };
      return {
        data: {
          withdraw: {
            __typename: 'MoneyPayload',
            message: 'Withdrawal initiated',
            transaction,
            wallet: server.wallet,
          },
        },
      };
    },
    delay: 10,
  } as MockLink.MockedResponse;
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  return render(
    <ThemePreferenceProvider persist={false}>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <WithdrawPage />
      </MockedProvider>
      <Toaster />
    </ThemePreferenceProvider>,
  );
}

const amountField = () => screen.getByLabelText('Amount (USD)');
const withdrawButton = () => screen.getByRole('button', { name: 'Withdraw' });
const pendingCard = () => screen.getByRole('region', { name: 'Pending withdrawals' });
const walletCard = () => screen.getByRole('region', { name: 'Your wallet' });

async function formReady() {
  await screen.findByRole('form', { name: 'Withdraw money' });
}

describe('WithdrawPage', () => {
  it('when it opens, then the fees, processing times and business hours are shown', async () => {
    renderPage(readMocks(newServer()));
    await formReady();

    const fees = screen.getByRole('region', { name: 'Withdrawal fees' });
    expect(within(fees).getByText('Bank transfer').nextElementSibling).toHaveTextContent('$2.50');
    expect(within(fees).getByText('Card').nextElementSibling).toHaveTextContent('$3.00');
    const processing = screen.getByRole('region', { name: 'Processing time' });
    expect(within(processing).getByText('Bank transfer').nextElementSibling).toHaveTextContent(
      '1 to 3 business days',
    );
    expect(within(processing).getByText('Card').nextElementSibling).toHaveTextContent('2 to 5 business days');
    expect(screen.getByText('Monday to Friday, 9 AM to 5 PM EST')).toBeInTheDocument();
  });

  it.each([
    [300, /Each withdrawal waits 5 minutes before it is paid out: until then you can cancel it/],
    [5_400, /Each withdrawal waits 1 hour 30 minutes before it is paid out/],
    [0, /paid out as soon as you make them, so they cannot be cancelled/],
  ])(
    'when the server holds withdrawals %i seconds, then Processing time says how long one can be cancelled',
    async (seconds, text) => {
      renderPage(readMocks(newServer(), policyMock(seconds)));

      const processing = screen.getByRole('region', { name: 'Processing time' });
      expect(await within(processing).findByText(text)).toBeInTheDocument();
    },
  );

  it('when the cancel window cannot be loaded, then the page says so and the form still works', async () => {
    renderPage(
      readMocks(newServer(), {
        request: { query: WithdrawalPolicyQuery },
        result: graphQLErrorResult('The wallet api is unavailable', 'INTERNAL_SERVER_ERROR'),
        delay: 5,
      }),
    );
    await formReady();

    const processing = screen.getByRole('region', { name: 'Processing time' });
    expect(await within(processing).findByText(CANCEL_WINDOW_UNKNOWN)).toBeInTheDocument();
  });

  it('when the method changes, then its fee and the total leaving the wallet follow', async () => {
    renderPage(readMocks(newServer()));
    await formReady();

    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    await userEvent.type(amountField(), '100');
    expect(screen.getByText('Fee (Bank transfer)').nextElementSibling).toHaveTextContent('$2.50');
    expect(screen.getByText('Total from your wallet').nextElementSibling).toHaveTextContent('$102.50');

    await userEvent.click(screen.getByRole('radio', { name: /Card/ }));
    expect(screen.getByText('Fee (Card)').nextElementSibling).toHaveTextContent('$3.00');
    expect(screen.getByText('Total from your wallet').nextElementSibling).toHaveTextContent('$103.00');
  });

  it('when quick amounts and Max are offered, then Max is the balance less the chosen fee', async () => {
    renderPage(readMocks(newServer()));
    await formReady();

    const quick = screen.getByRole('group', { name: 'Quick amounts' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['$25.00', '$50.00', '$100.00', '$250.00', '$500.00', 'Max']);
    await userEvent.click(within(quick).getByRole('button', { name: 'Max' }));
    expect(amountField()).toHaveValue('117.50');
    await userEvent.click(screen.getByRole('radio', { name: /Card/ }));
    await userEvent.click(within(quick).getByRole('button', { name: 'Max' }));
    expect(amountField()).toHaveValue('117.00');
  });

  it('when the amount is below $10, then the submit is disabled and the minimum is named', async () => {
    renderPage(readMocks(newServer()));
    await formReady();

    expect(withdrawButton()).toBeDisabled();
    await userEvent.type(amountField(), '9.99');
    await userEvent.tab();
    expect(withdrawButton()).toBeDisabled();
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('Minimum withdrawal amount is $10'),
    );

    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '10');
    expect(withdrawButton()).toBeEnabled();
  });

  it('when the amount leaves no room for the fee, then the fee and the balance are named', async () => {
    renderPage(readMocks(newServer()));
    await formReady();
    await userEvent.type(amountField(), '117.51');
    await userEvent.click(withdrawButton());

    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining(
        'Insufficient balance for this withdrawal and its $2.50 fee. Available: $120.00',
      ),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('when a card withdrawal is confirmed, then it is toasted, pending at once and the balance drops', async () => {
    const server = newServer();
    renderPage([...readMocks(server), withdrawMock(server, { amount: '100.00', method: 'CARD' }, 'ok')]);
    await formReady();
    expect(await within(pendingCard()).findByText('No pending withdrawals')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Card/ }));
    await userEvent.type(amountField(), '100');
    await userEvent.click(withdrawButton());

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm withdrawal' });
    const detail = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(detail('Method')).toHaveTextContent('Card');
    expect(detail('Amount')).toHaveTextContent('$100.00');
    expect(detail('Fee')).toHaveTextContent('$3.00');
    expect(detail('Total from your wallet')).toHaveTextContent('$103.00');
    expect(detail('Daily allowance left after this')).toHaveTextContent('$9,877.00 · 48 transactions');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));

    expect(await screen.findByText('Successfully initiated withdrawal of $100.00')).toBeInTheDocument();
    expect(amountField()).toHaveValue('');
    // From the mutation's answer through the cache: no refetch was needed for either.
    expect(within(pendingCard()).getByText('$100.00')).toBeInTheDocument();
    expect(within(pendingCard()).getByRole('button', { name: 'Cancel withdrawal of $100.00' })).toBeEnabled();
    expect(within(walletCard()).getByText('$17.00')).toBeInTheDocument();
  });

  it.each([
    [{ message: 'Minimum withdrawal amount is $10' }, 'amount'],
    [
      { message: 'This would exceed your daily limit of 50 transactions. Remaining today: 0 transactions' },
      'amount',
    ],
    [{ message: walletMessages.walletBlocked, code: 'FORBIDDEN' }, 'form'],
    [{ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' }, 'form'],
  ])('when the server refuses with %j, then it shows on the %s and as a toast', async (refusal, where) => {
    const server = newServer();
    renderPage([...readMocks(server), withdrawMock(server, { amount: '20.00', method: 'BANK' }, refusal)]);
    await formReady();
    await userEvent.type(amountField(), '20');
    await userEvent.click(withdrawButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }));

    const shown =
      'code' in refusal && refusal.code === 'INTERNAL_SERVER_ERROR'
        ? 'Failed to withdraw money from wallet'
        : refusal.message;
    await waitFor(() => expect(screen.getAllByText(shown)).toHaveLength(2));
    if (where === 'amount') {
      expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(shown));
    } else {
      const form = within(screen.getByRole('form', { name: 'Withdraw money' }));
      expect(form.getByRole('alert')).toHaveTextContent(shown);
    }
  });

  it('when a pending withdrawal is cancelled, then the server message is toasted and it leaves the list', async () => {
    const withdrawal = pendingWithdrawal({ amount: '40.00' });
    const server = newServer('77.50', [withdrawal]);
    renderPage([
      ...readMocks(server),
      {
        request: { query: CancelWithdrawalMutation, variables: { id: withdrawal.id } },
        result: () => {
          server.pending = [];
          server.wallet = { ...server.wallet, balance: '120.00' };
          return {
            data: {
              cancelWithdrawal: {
                __typename: 'MoneyPayload',
                message: 'Withdrawal cancelled and refunded',
                transaction: {
                  ...withdrawal,
                  status: 'CANCELLED',
                  refunded: '42.50',
                  settledAt: '2026-11-21T22:11:00.000Z',
                },
                wallet: server.wallet,
              },
            },
          };
        },
        delay: 10,
      },
    ]);

    const cancel = await within(
      await screen.findByRole('region', { name: 'Pending withdrawals' }),
    ).findByRole('button', { name: 'Cancel withdrawal of $40.00' });
    expect(within(pendingCard()).getByText('Pending')).toBeInTheDocument();
    await userEvent.click(cancel);

    expect(await screen.findByText('Withdrawal cancelled and refunded')).toBeInTheDocument();
    expect(within(pendingCard()).getByText('No pending withdrawals')).toBeInTheDocument();
    expect(within(walletCard()).getByText('$120.00')).toBeInTheDocument();
  });

  it.each([
    [
      graphQLErrorResult('Only a pending withdrawal can be cancelled', 'CONFLICT'),
      'Only a pending withdrawal can be cancelled',
    ],
    [graphQLErrorResult('boom', 'INTERNAL_SERVER_ERROR'), 'Failed to process withdrawal'],
  ])('when cancelling fails, then the reason is toasted and the withdrawal stays', async (result, shown) => {
    const withdrawal = pendingWithdrawal();
    renderPage([
      ...readMocks(newServer('77.50', [withdrawal])),
      { request: { query: CancelWithdrawalMutation, variables: { id: withdrawal.id } }, result, delay: 5 },
    ]);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel withdrawal of $40.00' }));

    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(within(pendingCard()).getByRole('button', { name: 'Cancel withdrawal of $40.00' })).toBeEnabled();
  });

  it('when the processor settles a pending withdrawal, then the next poll (3 s) takes it off the list', async () => {
    const server = newServer('77.50', [pendingWithdrawal()]);
    renderPage(readMocks(server));

    expect(await screen.findByRole('button', { name: 'Cancel withdrawal of $40.00' })).toBeInTheDocument();
    server.pending = [];

    expect(
      await within(pendingCard()).findByText('No pending withdrawals', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
  });
});
