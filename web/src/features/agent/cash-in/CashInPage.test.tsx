// Cash In: SPEC.md §5's messages and the float, the user search, quick amounts (no Max), the confirmation with the
// user's name and the float left, the success toast with the name, a clean form, the commission earned, server
// refusals where they belong, one idempotency key per submission, and the cache kept without a refetch.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentMessages } from '@wallet/common/agents';
import { walletMessages } from '@wallet/common/wallet';
import type { CashInMutationVariables } from '../../../gql/graphql';
import { SearchUsersQuery } from '../../../components/UserSearchPanel';
import { createCache } from '../../../lib/apollo';
import { graphQLErrorResult } from '../../../test/apollo-mocks';
import { AddMoneyMutation } from '../../../money/AddMoneyForm';
import { sampleTransaction, sampleWallet } from '../../../money/fixtures';
import type { SampleWallet } from '../../../money/fixtures';
import { renderMoneyScreen } from '../../../test/render-money-screen';
import { sampleAgentId, sampleCustomerId, sampleCustomerMatch } from '../fixtures';
import { AGENT_RECENT_COUNT, AgentRecentTransactionsQuery } from '../overview/AgentOverview';
import { AgentFloatQuery } from '../use-agent-float';
import { CashInMutation } from './CashInForm';
import { CashInPage } from './CashInPage';

const wallet = sampleWallet({ userId: sampleAgentId, balance: '1234.50' });

function floatMock(answer: SampleWallet = wallet): MockLink.MockedResponse {
  return { request: { query: AgentFloatQuery }, result: { data: { myWallet: answer } }, delay: 5 };
}

function searchMock(search = 'al'): MockLink.MockedResponse {
  return {
    request: { query: SearchUsersQuery, variables: { search, limit: 20 } },
    result: { data: { searchUsers: [sampleCustomerMatch] } },
    delay: 5,
  };
}

/** A cashIn answer; `keys` collects the idempotency key of each request it answers. */
function cashInMock(
  input: { userId: string; amount: string },
  answer: 'ok' | { message: string; code?: string },
  keys: string[] = [],
): MockLink.MockedResponse {
  const transaction = sampleTransaction({
    type: 'CASH_IN',
    direction: 'DEBIT',
    amount: input.amount,
    commission: '0.50',
    sender: { __typename: 'TransactionParty', id: sampleAgentId, name: 'Maya Thompson' },
    recipient: { __typename: 'TransactionParty', id: input.userId, name: 'Alice Rahman' },
  } as Parameters<typeof sampleTransaction>[0]);
  return {
    request: {
      query: CashInMutation,
      variables: (variables: CashInMutationVariables) =>
        variables.input.userId === input.userId && variables.input.amount === input.amount,
    },
    result: (variables: CashInMutationVariables) => {
      keys.push(variables.input.idempotencyKey);
      return answer === 'ok'
        ? {
            data: {
              cashIn: {
                __typename: 'MoneyPayload',
                message: 'Successfully added $100.00 to Alice Rahman’s wallet',
                transaction,
                wallet: { ...wallet, balance: '1135.00' },
              },
            },
          }
        : graphQLErrorResult(answer.message, answer.code);
    },
    delay: 10,
  } as MockLink.MockedResponse;
}

const userIdField = () => screen.getByLabelText('User ID');
const amountField = () => screen.getByLabelText('Amount (USD)');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Cash In' }));
const confirm = async () => userEvent.click(await screen.findByRole('button', { name: 'Confirm cash in' }));

async function formReady() {
  await screen.findByRole('form', { name: 'Cash in' });
}

async function fill(userId: string, amount: string) {
  await userEvent.type(userIdField(), userId);
  await userEvent.type(amountField(), amount);
}

async function chooseAlice() {
  await userEvent.type(screen.getByLabelText('Search users'), 'al');
  await userEvent.click(await screen.findByRole('button', { name: /Alice Rahman/ }));
}

describe('CashInPage', () => {
  it('when the float loads, then it shows with the how-to-use card and the cash in quick amounts, no Max', async () => {
    renderMoneyScreen(<CashInPage />, { mocks: [floatMock()] });
    await formReady();

    const float = screen.getByRole('region', { name: 'Your float' });
    expect(within(float).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(float).getByText('Active')).toBeInTheDocument();
    const howTo = screen.getByRole('region', { name: 'How to use' });
    expect(within(howTo).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    const quick = screen.getByRole('group', { name: 'Quick amounts' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['$100.00', '$500.00', '$1,000.00', '$5,000.00', '$10,000.00']);
  });

  it('when the agent tops up the float, then the new float shows without a refetch', async () => {
    const deposit = sampleTransaction({
      type: 'DEPOSIT',
      direction: 'CREDIT',
      amount: '500.00',
      sender: null,
    });
    const topUp = {
      request: {
        query: AddMoneyMutation,
        variables: (variables: { input: { amount: string } }) => variables.input.amount === '500.00',
      },
      result: {
        data: {
          addMoney: {
            __typename: 'MoneyPayload',
            message: walletMessages.moneyAdded,
            transaction: deposit,
            wallet: { ...wallet, balance: '1734.50' },
          },
        },
      },
      delay: 5,
    } as MockLink.MockedResponse;
    renderMoneyScreen(<CashInPage />, { mocks: [floatMock(), topUp] });
    await formReady();

    const float = screen.getByRole('region', { name: 'Your float' });
    await userEvent.click(within(float).getByRole('button', { name: 'Top up float' }));
    const form = within(float).getByRole('form', { name: 'Add money' });
    await userEvent.type(within(form).getByLabelText('Amount'), '500');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Money' }));

    expect(await within(float).findByText('$1,734.50')).toBeInTheDocument();
    expect(await screen.findByText(walletMessages.moneyAdded)).toBeInTheDocument();
    expect(within(float).queryByRole('form', { name: 'Add money' })).not.toBeInTheDocument();
  });
  it('when it is sent empty, then a user and a valid amount are asked for', async () => {
    renderMoneyScreen(<CashInPage />, { mocks: [floatMock()] });
    await formReady();
    await submit();

    expect(userIdField()).toHaveAccessibleDescription(expect.stringContaining(agentMessages.userIdRequired));
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(walletMessages.amountInvalid));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([
    ['0', walletMessages.amountInvalid],
    ['abc', walletMessages.amountInvalid],
    ['1.005', walletMessages.amountDecimals],
    ['1234.51', 'Insufficient float. Available: $1,234.50'],
  ])('when the amount is "%s", then it says "%s"', async (amount, message) => {
    renderMoneyScreen(<CashInPage />, { mocks: [floatMock()] });
    await formReady();
    await fill(sampleCustomerId, amount);
    await submit();

    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('when a quick amount above the float is picked, then the float is named at once', async () => {
    renderMoneyScreen(<CashInPage />, { mocks: [floatMock()] });
    await formReady();
    const quick = screen.getByRole('group', { name: 'Quick amounts' });

    await userEvent.click(within(quick).getByRole('button', { name: '$500.00' }));
    expect(amountField()).toHaveValue('500');
    await userEvent.click(within(quick).getByRole('button', { name: '$5,000.00' }));
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('Insufficient float. Available: $1,234.50'),
    );
  });

  it('when a found user is confirmed, then the money goes, the toast names them, the form clears and the commission shows', async () => {
    const keys: string[] = [];
    const cache = createCache();
    cache.writeQuery({
      query: AgentRecentTransactionsQuery,
      variables: { limit: AGENT_RECENT_COUNT },
      data: { myTransactions: { items: [] } },
    });
    renderMoneyScreen(<CashInPage />, {
      cache,
      mocks: [
        floatMock(),
        searchMock(),
        cashInMock({ userId: sampleCustomerId, amount: '100.00' }, 'ok', keys),
      ],
    });
    await formReady();
    await chooseAlice();
    expect(userIdField()).toHaveValue(sampleCustomerId);
    expect(screen.getByText('Selected: Alice Rahman (al•••@wallet.local)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '$100.00' }));
    await submit();

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm cash in' });
    const detail = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(detail('User')).toHaveTextContent('Alice Rahman');
    expect(detail('Amount')).toHaveTextContent('$100.00');
    expect(detail('Your commission')).toHaveTextContent('Added after the transaction');
    expect(detail('Your float after this')).toHaveTextContent('$1,134.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm cash in' }));

    expect(
      await screen.findByText("Successfully added $100.00 to Alice Rahman's wallet"),
    ).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(userIdField()).toHaveValue('');
    expect(amountField()).toHaveValue('');
    expect(screen.queryByText(/Selected: Alice Rahman/)).not.toBeInTheDocument();
    expect(
      screen.getByText('You earned $0.50 commission on this cash in for Alice Rahman.'),
    ).toBeInTheDocument();
    // The answer's wallet (normalized by id) updates the float at once; the movement lists are left to the
    // server: the cached recent list is dropped, so the overview asks for it when it is next shown.
    expect(
      within(screen.getByRole('region', { name: 'Your float' })).getByText('$1,135.00'),
    ).toBeInTheDocument();
    const recent = cache.readQuery({
      query: AgentRecentTransactionsQuery,
      variables: { limit: AGENT_RECENT_COUNT },
    });
    expect(recent).toBeNull();
  });

  it('when a typed id is confirmed, then the dialog shows the id and says the name is checked', async () => {
    renderMoneyScreen(<CashInPage />, {
      mocks: [floatMock(), cashInMock({ userId: sampleCustomerId, amount: '10.00' }, 'ok')],
    });
    await formReady();
    await fill(sampleCustomerId, '10');
    await submit();

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm cash in' });
    expect(within(dialog).getByText('User ID').nextElementSibling).toHaveTextContent(sampleCustomerId);
    expect(within(dialog).getByText(/name is checked when you confirm/)).toBeInTheDocument();
    await confirm();

    expect(await screen.findByText("Successfully added $10.00 to Alice Rahman's wallet")).toBeInTheDocument();
  });

  it('when the confirmation is cancelled, then nothing is sent and the form keeps its values', async () => {
    renderMoneyScreen(<CashInPage />, { mocks: [floatMock()] });
    await formReady();
    await fill(sampleCustomerId, '10');
    await submit();

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm cash in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(userIdField()).toHaveValue(sampleCustomerId);
    expect(amountField()).toHaveValue('10');
  });

  it.each([
    [agentMessages.userNotFound, 'user'],
    [agentMessages.userWalletsOnly, 'user'],
    [agentMessages.userWalletBlocked, 'user'],
    ['Insufficient float. Available: $5.00', 'amount'],
  ])(
    'when the server refuses with "%s", then it shows on the %s field and as a toast',
    async (message, field) => {
      renderMoneyScreen(<CashInPage />, {
        mocks: [floatMock(), cashInMock({ userId: sampleCustomerId, amount: '10.00' }, { message })],
      });
      await formReady();
      await fill(sampleCustomerId, '10');
      await submit();
      await confirm();

      const target = field === 'user' ? userIdField() : amountField();
      await waitFor(() => expect(target).toHaveAccessibleDescription(expect.stringContaining(message)));
      await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    },
  );

  it('when the server refuses for the whole form, then the message is a form alert and a toast', async () => {
    renderMoneyScreen(<CashInPage />, {
      mocks: [
        floatMock(),
        cashInMock(
          { userId: sampleCustomerId, amount: '10.00' },
          { message: agentMessages.agentsOnly, code: 'FORBIDDEN' },
        ),
      ],
    });
    await formReady();
    await fill(sampleCustomerId, '10');
    await submit();
    await confirm();

    await waitFor(() => expect(screen.getAllByText(agentMessages.agentsOnly)).toHaveLength(2));
    const inForm = within(screen.getByRole('form', { name: 'Cash in' }));
    expect(inForm.getByRole('alert')).toHaveTextContent(agentMessages.agentsOnly);
  });

  it('when it fails and the same cash in is retried, then the same idempotency key goes again', async () => {
    const keys: string[] = [];
    const input = { userId: sampleCustomerId, amount: '10.00' };
    renderMoneyScreen(<CashInPage />, {
      mocks: [
        floatMock(),
        cashInMock(input, { message: 'boom', code: 'INTERNAL_SERVER_ERROR' }, keys),
        cashInMock(input, 'ok', keys),
        cashInMock(input, 'ok', keys),
      ],
    });
    await formReady();
    await fill(sampleCustomerId, '10');
    await submit();
    await confirm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add money to wallet');

    await submit();
    await confirm();
    expect(await screen.findByText("Successfully added $10.00 to Alice Rahman's wallet")).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    await fill(sampleCustomerId, '10');
    await submit();
    await confirm();
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('when the float is blocked, then the form says so and cannot be used', async () => {
    renderMoneyScreen(<CashInPage />, {
      mocks: [floatMock(sampleWallet({ userId: sampleAgentId, isBlocked: true }))],
    });
    await formReady();

    expect(screen.getByText(walletMessages.walletBlocked)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cash In' })).toBeDisabled();
    expect(userIdField()).toBeDisabled();
  });

  it('when the float cannot be loaded, then the failure shows with Try Again', async () => {
    renderMoneyScreen(<CashInPage />, {
      mocks: [
        { request: { query: AgentFloatQuery }, result: graphQLErrorResult('boom', 'INTERNAL_SERVER_ERROR') },
        floatMock(),
      ],
    });

    expect(await screen.findByText('Failed to load wallet')).toBeInTheDocument();
    expect(screen.getByText('The form opens once your float has loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('form', { name: 'Cash in' })).toBeInTheDocument();
  });
});
