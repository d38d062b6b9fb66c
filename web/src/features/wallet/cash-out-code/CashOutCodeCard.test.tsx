// The user's "Cash out at an agent" card: the amount's messages, Create code with one idempotency key per
// submission, the code shown large with its live countdown ("Code expired" at 0, fake timers), a new code
// replacing the old one, and refusals on the field or the form and as a toast.
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletMessages } from '@wallet/common/wallet';
import type { CreateCashOutCodeMutationVariables } from '../../../gql/graphql';
import { graphQLErrorResult } from '../../../test/apollo-mocks';
import { sampleWallet } from '../../../money/fixtures';
import { MyWalletPage, MyWalletPageQuery } from '../MyWalletPage';
import { renderMoneyScreen } from '../../../test/render-money-screen';
import { CASH_OUT_CODE_AMOUNT_LABEL, CashOutCodeCard, CreateCashOutCodeMutation } from './CashOutCodeCard';
import { CODE_EXPIRED, CODE_PRIVACY_NOTE, CashOutCodeDisplay } from './CashOutCodeDisplay';
import { formatMinutesSeconds } from './use-seconds-until';

function createCodeMock(
  maxAmount: string,
  answer: { code: string } | { message: string; code?: string },
  keys: string[] = [],
): MockLink.MockedResponse {
  return {
    request: {
      query: CreateCashOutCodeMutation,
      variables: (variables: CreateCashOutCodeMutationVariables) => variables.input.maxAmount === maxAmount,
    },
    result: (variables: CreateCashOutCodeMutationVariables) => {
      keys.push(variables.input.idempotencyKey);
      return 'message' in answer
        ? graphQLErrorResult(answer.message, answer.code)
        : {
            data: {
              createCashOutCode: {
                __typename: 'CashOutCode',
                code: answer.code,
                maxAmount,
                expiresAt: new Date(Date.now() + 10 * 60 * 1000).toISOString(),
              },
            },
          };
    },
    delay: 5,
  } as MockLink.MockedResponse;
}

const amountField = () => screen.getByLabelText(CASH_OUT_CODE_AMOUNT_LABEL);
const create = () => userEvent.click(screen.getByRole('button', { name: 'Create code' }));

afterEach(() => {
  vi.useRealTimers();
});

describe('CashOutCodeCard', () => {
  it('when Create code is pressed with no amount or a bad one, then a valid amount is asked for', async () => {
    renderMoneyScreen(<CashOutCodeCard />);
    await create();
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(walletMessages.amountInvalid));

    await userEvent.type(amountField(), '2.345');
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(walletMessages.amountDecimals));
    expect(screen.queryByRole('group', { name: 'Your cash-out code' })).not.toBeInTheDocument();
  });

  it('when a code is created, then it shows large with its amount, countdown and the in-person note', async () => {
    const keys: string[] = [];
    renderMoneyScreen(<CashOutCodeCard />, { mocks: [createCodeMock('250.00', { code: '482913' }, keys)] });
    await userEvent.type(amountField(), '250');
    await create();

    const shown = await screen.findByRole('group', { name: 'Your cash-out code' });
    expect(within(shown).getByText('482913')).toBeInTheDocument();
    expect(within(shown).getByText('Code: 4 8 2 9 1 3')).toBeInTheDocument();
    expect(within(shown).getByText('For up to $250.00, once.')).toBeInTheDocument();
    expect(within(shown).getByRole('timer')).toHaveTextContent(/^Expires in (10:00|09:5\d)$/);
    expect(within(shown).getByText(CODE_PRIVACY_NOTE)).toBeInTheDocument();
    expect(keys).toHaveLength(1);
  });

  it('when a second code is created, then it replaces the first and goes with a new key', async () => {
    const keys: string[] = [];
    renderMoneyScreen(<CashOutCodeCard />, {
      mocks: [
        createCodeMock('250.00', { code: '482913' }, keys),
        createCodeMock('250.00', { code: '105377' }, keys),
      ],
    });
    await userEvent.type(amountField(), '250');
    await create();
    expect(await screen.findByText('482913')).toBeInTheDocument();

    await create();
    expect(await screen.findByText('105377')).toBeInTheDocument();
    expect(screen.queryByText('482913')).not.toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: 'Your cash-out code' })).toHaveLength(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('when the server refuses the amount, then it shows on the amount and as a toast', async () => {
    const message = walletMessages.insufficientBalance(1234);
    renderMoneyScreen(<CashOutCodeCard />, { mocks: [createCodeMock('250.00', { message })] });
    await userEvent.type(amountField(), '250');
    await create();

    await waitFor(() => expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(message)));
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.queryByRole('group', { name: 'Your cash-out code' })).not.toBeInTheDocument();
  });

  it('when the server refuses for another reason, then it is a form alert and a toast, and a retry keeps the key', async () => {
    const keys: string[] = [];
    renderMoneyScreen(<CashOutCodeCard />, {
      mocks: [
        createCodeMock('40.00', { message: walletMessages.walletBlocked, code: 'FORBIDDEN' }, keys),
        createCodeMock('40.00', { code: '600111' }, keys),
      ],
    });
    await userEvent.type(amountField(), '40');
    await create();

    await waitFor(() => expect(screen.getAllByText(walletMessages.walletBlocked)).toHaveLength(2));
    const form = within(screen.getByRole('form', { name: 'Create a cash-out code' }));
    expect(form.getByRole('alert')).toHaveTextContent(walletMessages.walletBlocked);

    await create();
    expect(await screen.findByText('600111')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('when the wallet is blocked, then no code can be created', () => {
    renderMoneyScreen(<CashOutCodeCard disabled />);

    expect(screen.getByRole('button', { name: 'Create code' })).toBeDisabled();
    expect(amountField()).toBeDisabled();
  });
});

describe('My Wallet', () => {
  it.each([
    [false, 'enabled'],
    [true, 'disabled'],
  ])(
    'when the wallet is blocked: %s, then the card is on the page and Create code is %s',
    async (isBlocked) => {
      renderMoneyScreen(<MyWalletPage />, {
        mocks: [
          {
            request: { query: MyWalletPageQuery },
            result: { data: { myWallet: sampleWallet({ isBlocked }) } },
            delay: 5,
          },
        ],
      });

      const card = await screen.findByRole('region', { name: 'Cash out at an agent' });
      const button = within(card).getByRole('button', { name: 'Create code' });
      if (isBlocked) expect(button).toBeDisabled();
      else expect(button).toBeEnabled();
    },
  );
});

describe('CashOutCodeDisplay', () => {
  it('when time passes, then the countdown runs each second and reads "Code expired" at 0', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T22:00:00.000Z'));
    renderMoneyScreen(
      <CashOutCodeDisplay
        code={{ code: '482913', maxAmount: '250.00', expiresAt: '2026-11-21T22:10:00.000Z' }}
      />,
    );
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('Expires in 10:00');

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer).toHaveTextContent('Expires in 09:59');

    act(() => {
      vi.advanceTimersByTime(8 * 60 * 1000 + 58 * 1000);
    });
    expect(timer).toHaveTextContent('Expires in 01:01');

    act(() => {
      vi.advanceTimersByTime(61 * 1000);
    });
    expect(timer).toHaveTextContent(CODE_EXPIRED);
    expect(screen.getByRole('alert')).toHaveTextContent(`${CODE_EXPIRED}. Create a new code`);
    expect(screen.queryByText(CODE_PRIVACY_NOTE)).not.toBeInTheDocument();

    // Stopped at 0: no further ticks change it.
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(timer).toHaveTextContent(CODE_EXPIRED);
  });

  it('when a code is already past its expiry, then it reads "Code expired" at once', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T22:30:00.000Z'));
    renderMoneyScreen(
      <CashOutCodeDisplay
        code={{ code: '482913', maxAmount: '250.00', expiresAt: '2026-11-21T22:10:00.000Z' }}
      />,
    );

    expect(screen.getByRole('timer')).toHaveTextContent(CODE_EXPIRED);
  });

  it.each([
    [600, '10:00'],
    [599, '09:59'],
    [61, '01:01'],
    [0, '00:00'],
    [-3, '00:00'],
  ])('when %i seconds are left, then it reads %s', (seconds, text) => {
    expect(formatMinutesSeconds(seconds)).toBe(text);
  });
});
