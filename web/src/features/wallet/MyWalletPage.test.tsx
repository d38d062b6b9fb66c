// My Wallet (SPEC.md §2, §5, §8): the balance and its state, Add Money with its rules and answers, spending with
// limits and resets, the wallet's details, and the not-found and failure screens.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { walletMessages } from '@wallet/common/wallet';
import type { AddMoneyMutationVariables } from '../../gql/graphql';
import { createCache } from '../../lib/apollo';
import { formatDateTime } from '../../lib/format-date';
import { graphQLErrorResult } from '../../test/apollo-mocks';
import { graphql } from '../../gql';
import { ADD_MONEY_FAILURE_MESSAGE, AddMoneyMutation } from '../../money/AddMoneyForm';
import { sampleTransaction, sampleWallet } from '../../money/fixtures';
import type { SampleWallet } from '../../money/fixtures';
import { MyWalletPage, MyWalletPageQuery } from './MyWalletPage';
import { renderMoneyScreen } from '../../test/render-money-screen';

/** A history list as any screen caches it: only whether it is still cached matters here. */
const CachedHistoryQuery = graphql(`
  query MyWalletPageTest_History($page: Int, $limit: Int) {
    myTransactions(page: $page, limit: $limit) {
      __typename
      items {
        __typename
        id
      }
    }
  }
`);

function walletResult(wallet: SampleWallet = sampleWallet()): MockLink.MockedResponse {
  return { request: { query: MyWalletPageQuery }, result: { data: { myWallet: wallet } }, delay: 5 };
}

/** An addMoney answer for `amount`; the keys it was called with are pushed to `keys`. */
function addMoneyAnswer(
  amount: string,
  result: MockLink.MockedResponse['result'],
  keys: string[] = [],
): MockLink.MockedResponse {
  return {
    request: {
      query: AddMoneyMutation,
      variables: (variables: AddMoneyMutationVariables) => {
        if (variables.input.amount !== amount) return false;
        keys.push(variables.input.idempotencyKey);
        return true;
      },
    },
    result,
    delay: 5,
  };
}

function addedMoney(amount: string, balance: string) {
  const deposit = sampleTransaction({
    type: 'DEPOSIT',
    direction: 'CREDIT',
    amount,
    sender: null,
    description: 'Added money',
  });
  return {
    deposit,
    result: {
      data: {
        addMoney: {
          __typename: 'MoneyPayload',
          message: 'Money added successfully!',
          transaction: deposit,
          wallet: sampleWallet({ balance }),
        },
      },
    },
  } as const;
}

async function openAddMoney() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Money' }));
  return screen.getByRole('form', { name: 'Add money' });
}

describe('MyWalletPage', () => {
  it('when the wallet loads, then balance, state, spending with limits and resets, and details show', async () => {
    const wallet = sampleWallet();
    renderMoneyScreen(<MyWalletPage />, { mocks: [walletResult(wallet)] });

    expect(screen.getByText('Loading your wallet...')).toBeInTheDocument();
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    const balance = screen.getByRole('region', { name: 'Available balance' });
    expect(within(balance).getByText('Active')).toBeInTheDocument();

    const spending = screen.getByRole('region', { name: 'Spending' });
    expect(spending).toHaveTextContent('1 transaction today');
    expect(spending).toHaveTextContent('4 transactions this month');
    expect(spending).toHaveTextContent('$10,000.00 · 50 transactions');
    expect(spending).toHaveTextContent('$9,980.00 · 49 transactions');
    expect(spending).toHaveTextContent('$49,854.25 · 496 transactions');
    expect(spending).toHaveTextContent(formatDateTime(wallet.lastDailyReset));
    expect(spending).toHaveTextContent(formatDateTime(wallet.lastMonthlyReset));

    const details = screen.getByRole('region', { name: 'Wallet details' });
    expect(details).toHaveTextContent(wallet.id);
    expect(details).toHaveTextContent(wallet.userId);
    expect(details).toHaveTextContent('Active');
    expect(details).toHaveTextContent(formatDateTime(wallet.createdAt));
  });

  it('when the amount is not a valid amount, then each rule says so and Add Money stays disabled', async () => {
    renderMoneyScreen(<MyWalletPage />, { mocks: [walletResult()] });
    const form = await openAddMoney();
    const amount = within(form).getByLabelText('Amount');
    const submit = within(form).getByRole('button', { name: 'Add Money' });

    for (const [typed, message] of [
      ['abc', walletMessages.amountInvalid],
      ['0', walletMessages.amountInvalid],
      ['-5', walletMessages.amountInvalid],
      ['1.234', walletMessages.amountDecimals],
      ['1000000.01', walletMessages.amountTooLarge],
    ] as const) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      await userEvent.tab();
      expect(within(form).getByText(message)).toBeInTheDocument();
      expect(submit).toBeDisabled();
    }
  });

  it('when money is added, then it toasts, the form closes, the balance updates from the answer and the history is asked again', async () => {
    const cache = createCache();
    const older = sampleTransaction({ description: 'Older' });
    const variables = { page: 1, limit: 10 };
    cache.writeQuery({
      query: CachedHistoryQuery,
      variables,
      data: {
        myTransactions: {
          __typename: 'TransactionPage',
          items: [{ __typename: 'Transaction', id: older.id }],
        },
      },
    });
    const { result } = addedMoney('50.00', '1284.50');
    renderMoneyScreen(<MyWalletPage />, { cache, mocks: [walletResult(), addMoneyAnswer('50.00', result)] });
    const form = await openAddMoney();

    await userEvent.type(within(form).getByLabelText('Amount'), '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Money' }));

    expect(await screen.findByText(walletMessages.moneyAdded)).toBeInTheDocument();
    expect(await screen.findByText('$1,284.50')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add money' })).not.toBeInTheDocument());
    // The server owns the history's order and totals: the cached list is dropped rather than recomputed here.
    expect(cache.readQuery({ query: CachedHistoryQuery, variables })).toBeNull();
  });

  it('when the server refuses, then its message shows in the form and as a toast', async () => {
    renderMoneyScreen(<MyWalletPage />, {
      mocks: [
        walletResult(),
        addMoneyAnswer('20.00', graphQLErrorResult(walletMessages.walletBlocked, 'FORBIDDEN')),
      ],
    });
    const form = await openAddMoney();

    await userEvent.type(within(form).getByLabelText('Amount'), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Money' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(walletMessages.walletBlocked);
    expect(screen.getAllByText(walletMessages.walletBlocked).length).toBeGreaterThanOrEqual(2);
  });

  it('when the server gives no message, then "Failed to add money" shows, and the retry reuses the same key', async () => {
    const keys: string[] = [];
    const { result } = addedMoney('20.00', '1254.50');
    renderMoneyScreen(<MyWalletPage />, {
      mocks: [
        walletResult(),
        addMoneyAnswer('20.00', graphQLErrorResult('upstream timeout', 'INTERNAL_SERVER_ERROR'), keys),
        addMoneyAnswer('20.00', result, keys),
      ],
    });
    const form = await openAddMoney();
    await userEvent.type(within(form).getByLabelText('Amount'), '20');

    await userEvent.click(within(form).getByRole('button', { name: 'Add Money' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(ADD_MONEY_FAILURE_MESSAGE);
    await userEvent.click(within(form).getByRole('button', { name: 'Add Money' }));

    expect(await screen.findByText(walletMessages.moneyAdded)).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('when the wallet is blocked, then it says so and Add Money is disabled', async () => {
    renderMoneyScreen(<MyWalletPage />, { mocks: [walletResult(sampleWallet({ isBlocked: true }))] });

    const balance = await screen.findByRole('region', { name: 'Available balance' });
    expect(within(balance).getByText('Blocked')).toBeInTheDocument();
    expect(within(balance).getByRole('alert')).toHaveTextContent(walletMessages.walletBlocked);
    expect(within(balance).getByRole('button', { name: 'Add Money' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Wallet details' })).toHaveTextContent('Blocked');
  });

  it('when there is no wallet, then "Wallet not found" offers Go Home and Try Again, which loads it', async () => {
    renderMoneyScreen(<MyWalletPage />, {
      mocks: [
        {
          request: { query: MyWalletPageQuery },
          result: graphQLErrorResult('Wallet not found', 'NOT_FOUND'),
        },
        walletResult(),
      ],
    });

    const screenAlert = await screen.findByRole('alert');
    expect(within(screenAlert).getByRole('heading', { name: 'Wallet not found' })).toBeInTheDocument();
    expect(screenAlert).toHaveTextContent('No wallet found');
    expect(within(screenAlert).getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await userEvent.click(within(screenAlert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
  });

  it('when loading fails, then "Failed to load wallet" explains it', async () => {
    renderMoneyScreen(<MyWalletPage />, {
      mocks: [{ request: { query: MyWalletPageQuery }, error: new Error('Network down') }],
    });

    const screenAlert = await screen.findByRole('alert');
    expect(within(screenAlert).getByRole('heading', { name: 'Failed to load wallet' })).toBeInTheDocument();
    expect(screenAlert).toHaveTextContent('Unable to fetch your wallet information.');
  });
});
