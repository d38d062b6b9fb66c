// Settings' Personal limits card (docs/freeze-and-limits.md): loading, failing and loaded (platform's limits, a limit
// of one's own, a raise waiting with its time); saving only what changed; the form's and the api's refusals on their
// field; the api's answer as a toast.
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { walletControlMessages, walletMessages } from '@wallet/common/wallet';
import { graphQLErrorResult } from '../../test/apollo-mocks';
import { renderScreen } from '../../test/render-screen';
import {
  LIMITS_UNCHANGED_MESSAGE,
  PERSONAL_LIMITS_ERROR_TITLE,
  PersonalLimitsCard,
  PersonalLimitsQuery,
  SAVE_LIMITS_LABEL,
  SetPersonalLimitsMutation,
} from './PersonalLimitsCard';
import { sampleControls } from './fixtures';
import { personalLimitsAnswer } from './test-utils';

const WALLET_ID = 'c0a80101-0000-4000-8000-0000000000b1';

function saveAnswer(
  input: Record<string, string | null>,
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return { request: { query: SetPersonalLimitsMutation, variables: { input } }, result, delay: 5 };
}

function saved(message: string, controls: Record<string, unknown>) {
  return {
    data: {
      setPersonalLimits: {
        __typename: 'WalletControlsPayload',
        message,
        wallet: {
          __typename: 'Wallet',
          id: WALLET_ID,
          limits: {
            __typename: 'WalletLimits',
            dailyAmount: '50.00',
            monthlyAmount: '50000.00',
            dailyRemainingAmount: '50.00',
            monthlyRemainingAmount: '50000.00',
          },
          controls: sampleControls(controls),
        },
      },
    },
  };
}

function renderCard(mocks: readonly MockLink.MockedResponse[]) {
  return renderScreen(<PersonalLimitsCard />, { mocks, route: '/user/settings' });
}

function form() {
  return screen.getByRole('form', { name: 'Personal limits' });
}

describe('PersonalLimitsCard', () => {
  it('when the wallet is loading, then it says so; when it fails, then Try Again asks again and shows the form', async () => {
    renderCard([
      {
        request: { query: PersonalLimitsQuery },
        result: graphQLErrorResult('Boom', 'INTERNAL_SERVER_ERROR'),
      },
      personalLimitsAnswer(),
    ]);
    expect(screen.getByText('Loading your limits...')).toBeInTheDocument();
    expect(await screen.findByText(PERSONAL_LIMITS_ERROR_TITLE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('form', { name: 'Personal limits' })).toBeInTheDocument();
  });

  it("when there is no limit of one's own, then both fields are empty and name the platform's limits", async () => {
    renderCard([personalLimitsAnswer()]);
    await screen.findByRole('form', { name: 'Personal limits' });
    expect(screen.getByLabelText('Daily limit (USD)')).toHaveValue('');
    expect(screen.getByLabelText('Monthly limit (USD)')).toHaveValue('');
    expect(screen.getByText(/The platform's daily limit is \$10,000\.00/)).toBeInTheDocument();
    expect(screen.getByText(/The platform's monthly limit is \$50,000\.00/)).toBeInTheDocument();
    expect(screen.getByText(/A lower limit applies at once/)).toBeInTheDocument();
    expect(screen.queryByText(/a raise takes 24 hours/)).not.toBeInTheDocument();
  });

  it('when a raise is waiting, then it shows the amount and when it applies', async () => {
    renderCard([
      personalLimitsAnswer({
        personalDailyAmount: '50.00',
        pendingDailyAmount: '100.00',
        pendingDailyAt: '2026-11-28T01:30:00.000Z',
        personalMonthlyAmount: '900.00',
        pendingMonthlyAt: '2026-11-28T01:30:00.000Z',
      }),
    ]);
    await screen.findByRole('form', { name: 'Personal limits' });
    expect(screen.getByLabelText('Daily limit (USD)')).toHaveValue('50.00');
    expect(screen.getByText(/^Your daily limit becomes \$100\.00 on Nov 2[78], 2026/)).toHaveTextContent(
      /\(a raise takes 24 hours\)\.$/,
    );
    expect(
      screen.getByText(/^Your monthly limit becomes the platform's on Nov 2[78], 2026/),
    ).toBeInTheDocument();
  });

  it('when Alice lowers her daily limit, then only the daily limit is sent and the answer is a toast', async () => {
    renderCard([
      personalLimitsAnswer(),
      saveAnswer(
        { dailyAmount: '50.00' },
        saved(walletControlMessages.limitNow('daily', 5000), { personalDailyAmount: '50.00' }),
      ),
    ]);
    await screen.findByRole('form', { name: 'Personal limits' });
    await userEvent.type(screen.getByLabelText('Daily limit (USD)'), '50');
    await userEvent.click(screen.getByRole('button', { name: SAVE_LIMITS_LABEL }));
    expect(await screen.findByText('Your daily limit is now $50.00.')).toBeInTheDocument();
  });

  it("when Alice empties her monthly limit, then it is sent as null (back to the platform's)", async () => {
    const message = walletControlMessages.limitLater('monthly', null, 'Nov 28, 2026, 01:30 UTC');
    renderCard([
      personalLimitsAnswer({ personalMonthlyAmount: '900.00' }),
      saveAnswer(
        { monthlyAmount: null },
        saved(message, { personalMonthlyAmount: '900.00', pendingMonthlyAt: '2026-11-28T01:30:00.000Z' }),
      ),
    ]);
    await screen.findByRole('form', { name: 'Personal limits' });
    await userEvent.clear(screen.getByLabelText('Monthly limit (USD)'));
    await userEvent.click(screen.getByRole('button', { name: SAVE_LIMITS_LABEL }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(
      await within(form()).findByText(/^Your monthly limit becomes the platform's on Nov 2[78]/),
    ).toBeInTheDocument();
  });

  it('when nothing changed, then nothing is sent and the form says what to do', async () => {
    renderCard([personalLimitsAnswer({ personalDailyAmount: '50.00' })]);
    await screen.findByRole('form', { name: 'Personal limits' });
    await userEvent.click(screen.getByRole('button', { name: SAVE_LIMITS_LABEL }));
    expect(await within(form()).findByText(LIMITS_UNCHANGED_MESSAGE)).toBeInTheDocument();
  });

  it("when a limit is not a number, has three decimals or is above the platform's, then its field says so", async () => {
    renderCard([personalLimitsAnswer()]);
    await screen.findByRole('form', { name: 'Personal limits' });
    const daily = screen.getByLabelText('Daily limit (USD)');
    const monthly = screen.getByLabelText('Monthly limit (USD)');
    await userEvent.type(daily, 'abc');
    await userEvent.type(monthly, '12.345');
    await userEvent.click(screen.getByRole('button', { name: SAVE_LIMITS_LABEL }));
    expect(await screen.findByText(walletMessages.amountInvalid)).toBeInTheDocument();
    expect(screen.getByText(walletMessages.amountDecimals)).toBeInTheDocument();
    await userEvent.clear(daily);
    await userEvent.type(daily, '10000.01');
    await userEvent.click(screen.getByRole('button', { name: SAVE_LIMITS_LABEL }));
    expect(
      await screen.findByText(walletControlMessages.limitAbovePlatform('daily', 1_000_000)),
    ).toBeInTheDocument();
  });

  it('when the api refuses (its platform limit changed), then its message shows on the field it names', async () => {
    // The card's platform limit is stale: the api's is lower now.
    renderCard([
      personalLimitsAnswer(),
      saveAnswer(
        { monthlyAmount: '45000.00' },
        graphQLErrorResult(walletControlMessages.limitAbovePlatform('monthly', 4_000_000)),
      ),
    ]);
    await screen.findByRole('form', { name: 'Personal limits' });
    await userEvent.type(screen.getByLabelText('Monthly limit (USD)'), '45000');
    await userEvent.click(screen.getByRole('button', { name: SAVE_LIMITS_LABEL }));
    expect(
      await screen.findByText("Your monthly limit can be at most the platform's $40,000.00"),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Monthly limit (USD)')).toHaveAccessibleDescription(
      /Your monthly limit can be at most the platform's \$40,000\.00/,
    );
  });

  it('when the api fails without a message of its own, then the form says saving failed', async () => {
    renderCard([
      personalLimitsAnswer(),
      saveAnswer({ dailyAmount: '20.00' }, graphQLErrorResult('', 'INTERNAL_SERVER_ERROR')),
    ]);
    await screen.findByRole('form', { name: 'Personal limits' });
    await userEvent.type(screen.getByLabelText('Daily limit (USD)'), '20');
    await userEvent.click(screen.getByRole('button', { name: SAVE_LIMITS_LABEL }));
    expect(await within(form()).findByText('Failed to save your limits')).toBeInTheDocument();
  });
});
