// Cash Out: SPEC.md §5's messages and the user's code, quick amounts and the Max that only informs, the
// confirmation with the user's name and code, the success toast with the name, a clean form, the commission
// earned, server refusals on the user, amount or code, and one idempotency key per submission.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentFormFailures, cashOutCodeDigitsMessage } from '@wallet/common/agent-forms';
import { agentMessages } from '@wallet/common/agents';
import { walletMessages } from '@wallet/common/wallet';
import type { CashOutMutationVariables } from '../../../gql/graphql';
import { SearchUsersQuery } from '../../../components/UserSearchPanel';
import { graphQLErrorResult } from '../../../test/apollo-mocks';
import { sampleTransaction, sampleWallet } from '../../../money/fixtures';
import { renderMoneyScreen } from '../../../test/render-money-screen';
import { sampleAgentId, sampleCustomerId, sampleCustomerMatch } from '../fixtures';
import { AgentFloatQuery } from '../use-agent-float';
import { CASH_OUT_CODE_LABEL, CashOutMutation } from './CashOutForm';
import { CashOutPage } from './CashOutPage';

const wallet = sampleWallet({ userId: sampleAgentId, balance: '1234.50' });
const code = '482913';

const floatMock: MockLink.MockedResponse = {
  request: { query: AgentFloatQuery },
  result: { data: { myWallet: wallet } },
  delay: 5,
};

const searchMock: MockLink.MockedResponse = {
  request: { query: SearchUsersQuery, variables: { search: 'al', limit: 20 } },
  result: { data: { searchUsers: [sampleCustomerMatch] } },
  delay: 5,
};

/** A cashOut answer; `keys` collects the idempotency key of each request it answers. */
function cashOutMock(
  input: { userId: string; amount: string; code: string },
  answer: 'ok' | { message: string; code?: string },
  keys: string[] = [],
): MockLink.MockedResponse {
  const transaction = sampleTransaction({
    type: 'CASH_OUT',
    direction: 'CREDIT',
    amount: input.amount,
    commission: '0.25',
    sender: { __typename: 'TransactionParty', id: input.userId, name: 'Alice Rahman' },
    recipient: { __typename: 'TransactionParty', id: sampleAgentId, name: 'Maya Thompson' },
  } as Parameters<typeof sampleTransaction>[0]);
  return {
    request: {
      query: CashOutMutation,
      variables: (variables: CashOutMutationVariables) =>
        variables.input.userId === input.userId &&
        variables.input.amount === input.amount &&
        variables.input.code === input.code,
    },
    result: (variables: CashOutMutationVariables) => {
      keys.push(variables.input.idempotencyKey);
      return answer === 'ok'
        ? {
            data: {
              cashOut: {
                __typename: 'MoneyPayload',
                message: "Successfully withdrew $50.00 from Alice Rahman's wallet",
                transaction,
                wallet: { ...wallet, balance: '1284.75' },
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
const codeGroup = () => screen.getByRole('group', { name: CASH_OUT_CODE_LABEL });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Cash Out' }));
const confirm = async () => userEvent.click(await screen.findByRole('button', { name: 'Confirm cash out' }));

async function formReady() {
  await screen.findByRole('form', { name: 'Cash out' });
}

async function typeCode(digits: string) {
  await userEvent.click(within(codeGroup()).getByRole('textbox', { name: 'Digit 1 of 6' }));
  await userEvent.keyboard(digits);
}

async function fill(userId: string, amount: string, digits = code) {
  await userEvent.type(userIdField(), userId);
  await userEvent.type(amountField(), amount);
  await typeCode(digits);
}

describe('CashOutPage', () => {
  it('when the form shows, then the cash out quick amounts and Max are offered; Max only says to type it', async () => {
    renderMoneyScreen(<CashOutPage />, { mocks: [floatMock] });
    await formReady();

    const quick = screen.getByRole('group', { name: 'Quick amounts' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['$1.00', '$10.00', '$50.00', '$100.00', '$500.00', 'Max']);
    await userEvent.click(within(quick).getByRole('button', { name: 'Max' }));

    expect(await screen.findByText(agentMessages.cashOutMaxHint)).toBeInTheDocument();
    expect(amountField()).toHaveValue('');
    expect(screen.getByRole('region', { name: 'How to use' })).toHaveTextContent(/cash-out code/);
  });

  it("when it is sent empty, then a user, a valid amount and the user's code are asked for", async () => {
    renderMoneyScreen(<CashOutPage />, { mocks: [floatMock] });
    await formReady();
    await submit();

    expect(userIdField()).toHaveAccessibleDescription(expect.stringContaining(agentMessages.userIdRequired));
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(walletMessages.amountInvalid));
    expect(codeGroup()).toHaveAccessibleDescription(agentMessages.codeRequired);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('when the code is short of 6 digits, then it says so', async () => {
    renderMoneyScreen(<CashOutPage />, { mocks: [floatMock] });
    await formReady();
    await fill(sampleCustomerId, '50', '48291');
    await submit();

    expect(codeGroup()).toHaveAccessibleDescription(cashOutCodeDigitsMessage);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('when the amount is above the float, then it is still allowed: cash out adds to the float', async () => {
    renderMoneyScreen(<CashOutPage />, { mocks: [floatMock] });
    await formReady();
    await fill(sampleCustomerId, '5000');
    await submit();

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm cash out' });
    expect(within(dialog).getByText('Your float after this').nextElementSibling).toHaveTextContent(
      '$6,234.50',
    );
  });

  it('when a found user is confirmed with their code, then the money comes, the toast names them and the form clears', async () => {
    const keys: string[] = [];
    renderMoneyScreen(<CashOutPage />, {
      mocks: [
        floatMock,
        searchMock,
        cashOutMock({ userId: sampleCustomerId, amount: '50.00', code }, 'ok', keys),
      ],
    });
    await formReady();
    await userEvent.type(screen.getByLabelText('Search users'), 'al');
    await userEvent.click(await screen.findByRole('button', { name: /Alice Rahman/ }));
    await userEvent.click(screen.getByRole('button', { name: '$50.00' }));
    await typeCode(code);
    await submit();

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm cash out' });
    const detail = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(detail('User')).toHaveTextContent('Alice Rahman');
    expect(detail('Amount')).toHaveTextContent('$50.00');
    expect(detail('Cash-out code')).toHaveTextContent(code);
    expect(detail('Your commission')).toHaveTextContent('Added after the transaction');
    expect(detail('Your float after this')).toHaveTextContent('$1,284.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm cash out' }));

    expect(
      await screen.findByText("Successfully withdrew $50.00 from Alice Rahman's wallet"),
    ).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(userIdField()).toHaveValue('');
    expect(amountField()).toHaveValue('');
    expect(within(codeGroup()).getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    expect(screen.queryByText(/Selected: Alice Rahman/)).not.toBeInTheDocument();
    expect(
      screen.getByText('You earned $0.25 commission on this cash out for Alice Rahman.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Your float' })).getByText('$1,284.75'),
    ).toBeInTheDocument();
  });

  it.each([
    [agentMessages.codeInvalid, 'code'],
    [agentMessages.codeTooSmall, 'code'],
    [agentMessages.codeLocked, 'code'],
    [agentMessages.userBalanceShort, 'amount'],
    ["This would exceed the user's daily limit of $10,000.00. Remaining today: $5.00", 'amount'],
    [agentMessages.userNotFound, 'user'],
  ])(
    'when the server refuses with "%s", then it shows on the %s field and as a toast',
    async (message, field) => {
      renderMoneyScreen(<CashOutPage />, {
        mocks: [floatMock, cashOutMock({ userId: sampleCustomerId, amount: '50.00', code }, { message })],
      });
      await formReady();
      await fill(sampleCustomerId, '50');
      await submit();
      await confirm();

      const target = field === 'code' ? codeGroup() : field === 'user' ? userIdField() : amountField();
      await waitFor(() => expect(target).toHaveAccessibleDescription(expect.stringContaining(message)));
      await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    },
  );

  it('when it fails and the same cash out is retried, then the same idempotency key goes again', async () => {
    const keys: string[] = [];
    const input = { userId: sampleCustomerId, amount: '50.00', code };
    renderMoneyScreen(<CashOutPage />, {
      mocks: [
        floatMock,
        cashOutMock(input, { message: 'boom', code: 'INTERNAL_SERVER_ERROR' }, keys),
        cashOutMock(input, 'ok', keys),
      ],
    });
    await formReady();
    await fill(sampleCustomerId, '50');
    await submit();
    await confirm();
    expect(await screen.findByRole('alert')).toHaveTextContent(agentFormFailures.cashOut);

    await submit();
    await confirm();
    expect(
      await screen.findByText("Successfully withdrew $50.00 from Alice Rahman's wallet"),
    ).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
