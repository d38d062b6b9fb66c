// Send Money: SPEC.md §5's messages, the receiver search, quick amounts and Max, the confirmation with the
// allowance left, the success toast with the receiver's name, server refusals where they belong, and one
// idempotency key per submission.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import type { InMemoryCache } from '@apollo/client';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletMessages } from '@wallet/common/wallet';
import type { SearchUsersQueryVariables, SendMoneyMutationVariables } from '../../gql/graphql';
import { Toaster } from '../../lib/Toaster';
import { SearchUsersQuery, USER_SEARCH_DEBOUNCE_MS } from '../../components/UserSearchPanel';
import { createCache } from '../../lib/apollo';
import { CurrentUserDocument } from '../../lib/session';
import { ThemePreferenceProvider } from '../../lib/ThemePreferenceProvider';
import { graphQLErrorResult } from '../../test/apollo-mocks';
import { sampleTransaction, sampleWallet } from '../../money/fixtures';
import type { SampleWallet } from '../../money/fixtures';
import { SendMoneyMutation } from './SendMoneyForm';
import { SendMoneyPage, SendMoneyWalletQuery } from './SendMoneyPage';

const aliceId = 'c0a80101-0000-4000-8000-0000000000a1';
const bobId = 'c0a80101-0000-4000-8000-0000000000b2';
const bob = {
  __typename: 'UserMatch',
  id: bobId,
  name: 'Bob Karim',
  maskedEmail: 'bo•••@wallet.local',
  maskedPhone: '•••••••5678',
};

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

function signedIn(cache: InMemoryCache) {
  cache.writeQuery({ query: CurrentUserDocument, data: { me: alice } });
  return cache;
}

function walletMock(answer: SampleWallet = wallet): MockLink.MockedResponse {
  return { request: { query: SendMoneyWalletQuery }, result: { data: { myWallet: answer } }, delay: 5 };
}

function searchMock(search: string, matches: (typeof bob)[] = [bob]): MockLink.MockedResponse {
  return {
    request: { query: SearchUsersQuery, variables: { search, limit: 20 } },
    result: { data: { searchUsers: matches } },
    delay: 5,
  };
}

/** A sendMoney answer; `keys` collects the idempotency key of each request it answers. */
function sendMock(
  input: { receiverId: string; amount: string },
  answer: 'ok' | { message: string; code?: string },
  keys: string[] = [],
): MockLink.MockedResponse {
  const recipient = { __typename: 'TransactionParty', id: input.receiverId, name: 'Bob Karim' };
  const transaction = sampleTransaction({ amount: input.amount, recipient });
  return {
    request: {
      query: SendMoneyMutation,
      variables: (variables: SendMoneyMutationVariables) =>
        variables.input.receiverId === input.receiverId && variables.input.amount === input.amount,
    },
    result: (variables: SendMoneyMutationVariables) => {
      keys.push(variables.input.idempotencyKey);
      return answer === 'ok'
        ? {
            data: {
              sendMoney: {
                __typename: 'MoneyPayload',
                message: 'Money sent successfully',
                transaction,
                wallet: { ...wallet, balance: '95.00' },
              },
            },
          }
        : graphQLErrorResult(answer.message, answer.code);
    },
    delay: 10,
  } as MockLink.MockedResponse;
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  const cache = signedIn(createCache());
  render(
    <ThemePreferenceProvider persist={false}>
      <MockedProvider mocks={mocks} cache={cache}>
        <SendMoneyPage />
      </MockedProvider>
      <Toaster />
    </ThemePreferenceProvider>,
  );
  return cache;
}

const receiverField = () => screen.getByLabelText('Receiver ID');
const amountField = () => screen.getByLabelText('Amount (USD)');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send Money' }));

async function formReady() {
  await screen.findByRole('form', { name: 'Send money' });
}

async function fill(receiverId: string, amount: string) {
  await userEvent.type(receiverField(), receiverId);
  await userEvent.type(amountField(), amount);
}

async function chooseBob() {
  await userEvent.type(screen.getByLabelText('Search receiver'), 'bo');
  await userEvent.click(await screen.findByRole('button', { name: /Bob Karim/ }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SendMoneyPage', () => {
  it('when the wallet loads, then the card shows the balance, Active and the allowance left', async () => {
    renderPage([walletMock()]);

    const card = await screen.findByRole('region', { name: 'Your wallet' });
    expect(await within(card).findByText('$120.00')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('$9,980.00 · 49 transactions')).toBeInTheDocument();
    expect(screen.getByText('Transfers are instant and cannot be undone.')).toBeInTheDocument();
  });

  it('when it is sent empty, then the receiver and a valid amount are asked for', async () => {
    renderPage([walletMock()]);
    await formReady();
    await submit();

    expect(receiverField()).toHaveAccessibleDescription(
      expect.stringContaining('Please select a receiver or enter a receiver ID'),
    );
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid amount'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('when the receiver is oneself, then it says money cannot go to yourself', async () => {
    renderPage([walletMock()]);
    await formReady();
    await fill(aliceId, '5');
    await submit();

    expect(receiverField()).toHaveAccessibleDescription(
      expect.stringContaining('You cannot send money to yourself'),
    );
  });

  it('when the amount is a cent above the balance, then the balance is named', async () => {
    renderPage([walletMock()]);
    await formReady();
    await fill(bobId, '120.01');
    await submit();

    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('Insufficient balance. Available: $120.00'),
    );
  });

  it('when a quick amount or Max is picked, then the amount is filled (Max = the full balance)', async () => {
    renderPage([walletMock()]);
    await formReady();

    const quick = screen.getByRole('group', { name: 'Quick amounts' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['$10.00', '$25.00', '$50.00', '$100.00', '$500.00', 'Max']);
    await userEvent.click(within(quick).getByRole('button', { name: '$25.00' }));
    expect(amountField()).toHaveValue('25');
    expect(within(quick).getByRole('button', { name: '$25.00' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(quick).getByRole('button', { name: '$500.00' }));
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('Insufficient balance. Available: $120.00'),
    );

    await userEvent.click(within(quick).getByRole('button', { name: 'Max' }));
    expect(amountField()).toHaveValue('120.00');
  });

  it('when one character is typed, then nothing is searched; from two, the matches show masked', async () => {
    const searched: string[] = [];
    const search = searchMock('bo');
    renderPage([
      walletMock(),
      {
        ...search,
        request: {
          query: SearchUsersQuery,
          variables: (variables: SearchUsersQueryVariables) => {
            searched.push(variables.search);
            return variables.search === 'bo' && variables.limit === 20;
          },
        },
      },
    ]);
    await formReady();
    const searchBox = screen.getByLabelText('Search receiver');

    // The clock moves past the search's pause at once (and keeps running for the mocked answers).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(searchBox, 'b');
    await act(() => vi.advanceTimersByTimeAsync(USER_SEARCH_DEBOUNCE_MS * 2));
    expect(searched).toEqual([]);
    expect(screen.queryByRole('button', { name: /Bob Karim/ })).not.toBeInTheDocument();
    vi.useRealTimers();

    await userEvent.type(searchBox, 'o');
    const match = await screen.findByRole('button', { name: /Bob Karim/ });
    expect(match).toHaveTextContent('bo•••@wallet.local · •••••••5678');
    expect(screen.getByText('1 user found')).toBeInTheDocument();
  });

  it('when nobody matches, then it says no users were found', async () => {
    renderPage([walletMock(), searchMock('zz', [])]);
    await formReady();
    await userEvent.type(screen.getByLabelText('Search receiver'), 'zz');

    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('when the search fails, then the server message is shown', async () => {
    renderPage([
      walletMock(),
      {
        request: { query: SearchUsersQuery, variables: { search: 'bo', limit: 20 } },
        result: graphQLErrorResult('Too many requests, please slow down.', 'TOO_MANY_REQUESTS'),
      },
    ]);
    await formReady();
    await userEvent.type(screen.getByLabelText('Search receiver'), 'bo');

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please slow down.');
  });

  it('when a match is chosen, then its id fills the receiver field and the choice is announced', async () => {
    renderPage([walletMock(), searchMock('bo')]);
    await formReady();
    await chooseBob();

    expect(receiverField()).toHaveValue(bobId);
    expect(screen.getByText('Sending to Bob Karim (bo•••@wallet.local)')).toBeInTheDocument();
    expect(
      screen.getByText('Sending to Bob Karim (bo•••@wallet.local)').closest('[role="status"]'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Bob Karim/ })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.type(receiverField(), 'x');
    expect(screen.queryByText(/Sending to Bob Karim/)).not.toBeInTheDocument();
  });

  it('when the confirmation is dismissed with Escape, then nothing is sent and focus comes back', async () => {
    renderPage([walletMock(), searchMock('bo')]);
    await formReady();
    await chooseBob();
    await userEvent.type(amountField(), '25');
    await submit();

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm transfer' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Money' })).toHaveFocus();
    expect(receiverField()).toHaveValue(bobId);
  });

  it('when a chosen receiver is confirmed, then the money goes, the toast names them and the form clears', async () => {
    const keys: string[] = [];
    renderPage([
      walletMock(),
      searchMock('bo'),
      sendMock({ receiverId: bobId, amount: '25.00' }, 'ok', keys),
    ]);
    await formReady();
    await chooseBob();
    await userEvent.type(amountField(), '25');
    await submit();

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm transfer' });
    const detail = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(detail('Receiver')).toHaveTextContent('Bob Karim');
    expect(detail('Amount')).toHaveTextContent('$25.00');
    expect(detail('Fee')).toHaveTextContent('$0.00');
    expect(detail('Daily allowance left after this')).toHaveTextContent('$9,955.00 · 48 transactions');
    expect(detail('Monthly allowance left after this')).toHaveTextContent('$49,829.25 · 495 transactions');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and send' }));

    expect(await screen.findByText('Successfully sent $25.00 to Bob Karim')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(receiverField()).toHaveValue('');
    expect(amountField()).toHaveValue('');
    expect(screen.queryByText(/Sending to Bob Karim/)).not.toBeInTheDocument();
    // The search starts over too: the box is empty and Bob is no longer offered.
    expect(screen.getByLabelText('Search receiver')).toHaveValue('');
    expect(screen.queryByRole('button', { name: /Bob Karim/ })).not.toBeInTheDocument();
    // The answer's wallet (normalized by id) updates the card without a refetch.
    const card = screen.getByRole('region', { name: 'Your wallet' });
    expect(within(card).getByText('$95.00')).toBeInTheDocument();
  });

  it('when a typed id is confirmed, then the dialog shows the id and says the name is checked on send', async () => {
    renderPage([walletMock(), sendMock({ receiverId: bobId, amount: '10.00' }, 'ok')]);
    await formReady();
    await fill(bobId, '10');
    await submit();

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm transfer' });
    expect(within(dialog).getByText('Receiver ID').nextElementSibling).toHaveTextContent(bobId);
    expect(within(dialog).getByText(/name is checked when you send/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and send' }));

    expect(await screen.findByText('Successfully sent $10.00 to Bob Karim')).toBeInTheDocument();
  });

  it.each([
    ['Receiver not found', 'receiver'],
    ["The receiver's wallet is blocked and cannot receive money", 'receiver'],
    ['This would exceed your daily limit of $10,000.00. Remaining today: $5.00', 'amount'],
    ['Insufficient balance. Available: $3.00', 'amount'],
  ])(
    'when the server refuses with "%s", then it shows on the %s field and as a toast',
    async (message, field) => {
      renderPage([walletMock(), sendMock({ receiverId: bobId, amount: '10.00' }, { message })]);
      await formReady();
      await fill(bobId, '10');
      await submit();
      await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send' }));

      const target = field === 'receiver' ? receiverField() : amountField();
      await waitFor(() => expect(target).toHaveAccessibleDescription(expect.stringContaining(message)));
      // On the field and in the toast; not repeated as a form alert.
      await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    },
  );

  it('when the server refuses for the whole form, then the message is a form alert and a toast', async () => {
    renderPage([
      walletMock(),
      sendMock(
        { receiverId: bobId, amount: '10.00' },
        { message: walletMessages.walletBlocked, code: 'FORBIDDEN' },
      ),
    ]);
    await formReady();
    await fill(bobId, '10');
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send' }));

    await waitFor(() => expect(screen.getAllByText(walletMessages.walletBlocked)).toHaveLength(2));
    const inForm = within(screen.getByRole('form', { name: 'Send money' }));
    expect(inForm.getByRole('alert')).toHaveTextContent(walletMessages.walletBlocked);
  });

  it('when sending fails and the same send is retried, then the same idempotency key goes again', async () => {
    const keys: string[] = [];
    const input = { receiverId: bobId, amount: '10.00' };
    renderPage([
      walletMock(),
      sendMock(input, { message: 'Service unavailable', code: 'INTERNAL_SERVER_ERROR' }, keys),
      sendMock(input, 'ok', keys),
      sendMock(input, 'ok', keys),
    ]);
    await formReady();
    await fill(bobId, '10');
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send money');

    await submit();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByText('Successfully sent $10.00 to Bob Karim')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    await fill(bobId, '10');
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('when the wallet is blocked, then the form says so and cannot be used', async () => {
    renderPage([walletMock(sampleWallet({ userId: aliceId, balance: '120.00', isBlocked: true }))]);
    await formReady();

    expect(screen.getByText(walletMessages.walletBlocked)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Money' })).toBeDisabled();
    expect(receiverField()).toBeDisabled();
    expect(
      within(screen.getByRole('region', { name: 'Your wallet' })).getByText('Blocked'),
    ).toBeInTheDocument();
  });

  it('when the wallet cannot be loaded, then the failure shows with Try Again', async () => {
    renderPage([
      {
        request: { query: SendMoneyWalletQuery },
        result: graphQLErrorResult('boom', 'INTERNAL_SERVER_ERROR'),
      },
      walletMock(),
    ]);

    expect(await screen.findByText('Failed to load wallet')).toBeInTheDocument();
    expect(screen.getByText('Unable to fetch your wallet information.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('form', { name: 'Send money' })).toBeInTheDocument();
  });
});
