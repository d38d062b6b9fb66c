// Send Money opened from a pay link (docs/pay-links.md): the receiver and amount filled in and the normal
// confirmation; an unknown handle, a bad amount, three decimals, an amount above the maximum and a script in the
// note each say what they are and fill in nothing wrong.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { payLinkMessages } from '@wallet/common/pay-links';
import { createCache } from '../../lib/apollo';
import { payLinkOfSendMoney, sendMoneyForPayLink } from '../../lib/pay-link-routes';
import { CurrentUserDocument } from '../../lib/session';
import { ThemePreferenceProvider } from '../../lib/ThemePreferenceProvider';
import { graphQLErrorResult } from '../../test/apollo-mocks';
import { sampleWallet } from '../../money/fixtures';
import { PayeeQuery, SendMoneyPage, SendMoneyWalletQuery } from './SendMoneyPage';

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

const walletMock: MockLink.MockedResponse = {
  request: { query: SendMoneyWalletQuery },
  result: { data: { myWallet: wallet } },
  delay: 5,
};

function payeeMock(
  handle: string,
  answer: 'bob' | { message: string; code: string },
): MockLink.MockedResponse {
  return {
    request: { query: PayeeQuery, variables: { handle } },
    result: answer === 'bob' ? { data: { payee: bob } } : graphQLErrorResult(answer.message, answer.code),
    delay: 5,
  } as MockLink.MockedResponse;
}

/** Send Money as /pay/{handle}?{query} leads there (through the same address PayLinkRoute navigates to). */
function openPayLink(handle: string, query: string, mocks: MockLink.MockedResponse[]) {
  const sendMoney = new URL(sendMoneyForPayLink(handle, new URLSearchParams(query)), 'http://wallet.test');
  const cache = createCache();
  cache.writeQuery({ query: CurrentUserDocument, data: { me: alice } });
  render(
    <ThemePreferenceProvider persist={false}>
      <MockedProvider mocks={[walletMock, ...mocks]} cache={cache}>
        <SendMoneyPage payLink={payLinkOfSendMoney(sendMoney.searchParams)} />
      </MockedProvider>
    </ThemePreferenceProvider>,
  );
}

const receiverField = () => screen.getByLabelText('Receiver ID');
const amountField = () => screen.getByLabelText('Amount (USD)');

describe('Send Money from a pay link', () => {
  it('when the link names Bob with $12.34 and a note, then both are filled and the confirmation names Bob', async () => {
    openPayLink(bobId, 'amount=12.34&note=Lunch', [payeeMock(bobId, 'bob')]);

    expect(await screen.findByText('Paying Bob Karim. Check the details, then confirm.')).toBeInTheDocument();
    expect(screen.getByText('Note: Lunch')).toBeInTheDocument();
    expect(receiverField()).toHaveValue(bobId);
    expect(amountField()).toHaveValue('12.34');
    expect(screen.getByText('Sending to Bob Karim (bo•••@wallet.local)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send Money' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Bob Karim')).toBeInTheDocument();
    expect(within(dialog).getAllByText('$12.34').length).toBeGreaterThan(0);
  });

  it('when the handle is unknown, then it says so and nothing is filled', async () => {
    const stranger = 'c0a80101-0000-4000-8000-0000000000ff';
    openPayLink(stranger, 'amount=5', [
      payeeMock(stranger, { message: payLinkMessages.handleUnknown, code: 'NOT_FOUND' }),
    ]);

    expect(await screen.findByText(payLinkMessages.handleUnknown)).toBeInTheDocument();
    expect(screen.getByText('This pay link cannot be used')).toBeInTheDocument();
    expect(receiverField()).toHaveValue('');
    expect(amountField()).toHaveValue('');
  });

  it('when the handle is not a user id at all, then it is refused without asking the server', async () => {
    openPayLink('bob', 'amount=5', []);

    expect(await screen.findByText(payLinkMessages.handleInvalid)).toBeInTheDocument();
    expect(await screen.findByLabelText('Receiver ID')).toHaveValue('');
  });

  it.each([
    ['abc', payLinkMessages.amountInvalid],
    ['12.345', payLinkMessages.amountDecimals],
    ['1000000.01', payLinkMessages.amountTooLarge],
  ])(
    'when the amount is %s, then the receiver is filled, the amount is not, and it says why',
    async (amount, why) => {
      openPayLink(bobId, `amount=${amount}`, [payeeMock(bobId, 'bob')]);

      expect(await screen.findByText(why)).toBeInTheDocument();
      expect(receiverField()).toHaveValue(bobId);
      expect(amountField()).toHaveValue('');
    },
  );

  it('when the note is a script, then it is shown as text and nothing runs', async () => {
    const note = '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>';
    openPayLink(bobId, new URLSearchParams({ note }).toString(), [payeeMock(bobId, 'bob')]);

    expect(await screen.findByText(`Note: ${note}`)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"], script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});
