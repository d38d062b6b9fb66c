// Unfreezing from Settings (docs/freeze-and-limits.md): the password alone, or the password and the authenticator
// code when two-factor sign-in is on (the code trimmed, null when left empty); the api's wrong password on the
// Password field and its code refusals on the code field; the card shows the wallet unfrozen after.
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { settingsMessages } from '@wallet/common/settings';
import { walletControlMessages } from '@wallet/common/wallet';
import { graphQLErrorResult } from '../../test/apollo-mocks';
import { renderScreen } from '../../test/render-screen';
import { FREEZE_LABEL, FreezeWalletCard, UNFREEZE_LABEL, UnfreezeMyWalletMutation } from './FreezeWalletCard';
import { freezeWalletAnswer } from './test-utils';

const PASSWORD = 'Wallet#2026';

function unfreezeAnswer(
  input: { password: string; twoFactorCode: string | null },
  result: MockLink.MockedResponse['result'] = {
    data: {
      unfreezeMyWallet: {
        __typename: 'WalletControlsPayload',
        message: walletControlMessages.unfrozen,
        wallet: {
          __typename: 'Wallet',
          id: 'c0a80101-0000-4000-8000-0000000000b1',
          isBlocked: false,
          controls: { __typename: 'WalletControls', isFrozen: false, frozenAt: null },
        },
      },
    },
  },
): MockLink.MockedResponse {
  return { request: { query: UnfreezeMyWalletMutation, variables: { input } }, result, delay: 5 };
}

async function openUnfreeze() {
  await userEvent.click(await screen.findByRole('button', { name: UNFREEZE_LABEL }));
  return screen.getByRole('dialog', { name: 'Unfreeze your wallet' });
}

async function unfreezeWith(dialog: HTMLElement, password: string, code = '') {
  const field = within(dialog).getByLabelText(/^Password/);
  await userEvent.clear(field);
  await userEvent.type(field, password);
  const codeField = within(dialog).getByRole('textbox', { name: 'Authentication code' });
  await userEvent.clear(codeField);
  if (code !== '') await userEvent.type(codeField, code);
  await userEvent.click(within(dialog).getByRole('button', { name: UNFREEZE_LABEL }));
}

const renderCard = (mocks: MockLink.MockedResponse[]) =>
  renderScreen(<FreezeWalletCard />, { mocks: [freezeWalletAnswer(true), ...mocks] });

describe('UnfreezeWalletDialog', () => {
  it('when the password alone is given, then unfreezeMyWallet gets it with no code, the toast says so and the card shows not frozen', async () => {
    renderCard([unfreezeAnswer({ password: PASSWORD, twoFactorCode: null })]);
    const dialog = await openUnfreeze();
    await unfreezeWith(dialog, PASSWORD);

    expect(await screen.findByText(walletControlMessages.unfrozen)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Unfreeze your wallet' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: FREEZE_LABEL })).toBeInTheDocument();
    expect(screen.getByText('Not frozen')).toBeInTheDocument();
  });

  it('when two-factor sign-in is on, then the password and the trimmed code are sent', async () => {
    renderCard([unfreezeAnswer({ password: PASSWORD, twoFactorCode: '123456' })]);
    const dialog = await openUnfreeze();
    await unfreezeWith(dialog, PASSWORD, ' 123456 ');
    expect(await screen.findByText(walletControlMessages.unfrozen)).toBeInTheDocument();
  });

  it('when sent without a password, then it asks for one and sends nothing', async () => {
    renderCard([]);
    const dialog = await openUnfreeze();
    await userEvent.click(within(dialog).getByRole('button', { name: UNFREEZE_LABEL }));
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining(walletControlMessages.passwordRequired),
    );
    expect(screen.getByRole('dialog', { name: 'Unfreeze your wallet' })).toBeInTheDocument();
  });

  it("when the password is wrong, then the api's message is on the Password field and the wallet stays frozen", async () => {
    renderCard([
      unfreezeAnswer(
        { password: 'Wrong#2026', twoFactorCode: null },
        graphQLErrorResult(settingsMessages.passwordWrong, 'BAD_USER_INPUT', { code: 'PASSWORD_INCORRECT' }),
      ),
    ]);
    const dialog = await openUnfreeze();
    await unfreezeWith(dialog, 'Wrong#2026');

    const password = within(dialog).getByLabelText(/^Password/);
    expect(await within(dialog).findByText(settingsMessages.passwordWrong)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(expect.stringContaining(settingsMessages.passwordWrong));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Frozen')).toBeInTheDocument();
  });

  it("when two-factor is on and the code is missing or wrong, then the api's message is on the code field", async () => {
    renderCard([
      unfreezeAnswer(
        { password: PASSWORD, twoFactorCode: null },
        graphQLErrorResult(walletControlMessages.twoFactorCodeRequired),
      ),
      unfreezeAnswer(
        { password: PASSWORD, twoFactorCode: '000000' },
        graphQLErrorResult(settingsMessages.invalidTwoFactorCode),
      ),
    ]);
    const dialog = await openUnfreeze();
    const code = within(dialog).getByRole('textbox', { name: 'Authentication code' });

    await unfreezeWith(dialog, PASSWORD);
    expect(await within(dialog).findByText(walletControlMessages.twoFactorCodeRequired)).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining(walletControlMessages.twoFactorCodeRequired),
    );

    await unfreezeWith(dialog, PASSWORD, '000000');
    expect(await within(dialog).findByText(settingsMessages.invalidTwoFactorCode)).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(expect.stringContaining(settingsMessages.invalidTwoFactorCode));
    expect(within(dialog).getByLabelText(/^Password/)).not.toHaveAttribute('aria-invalid');
  });
});
