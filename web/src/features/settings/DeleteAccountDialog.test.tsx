// Deleting the account from Settings (docs/settings.md): the warning and the password; the api's refusals (balance
// left, pending withdrawal, wrong password) shown in the dialog; success forgets the session and goes to /login.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authValidationMessages } from '@wallet/common/auth';
import { settingsMessages } from '@wallet/common/settings';
import { CurrentUserDocument } from '../../lib/session';
import { graphQLErrorResult } from '../../test/apollo-mocks';
import { CloseAccountMutation } from './DeleteAccountDialog';
import { sampleSettings } from './fixtures';
import { SettingsPage, SettingsPageQuery } from './SettingsPage';
import { renderSettingsScreen } from './test-utils';

const settingsResult: MockLink.MockedResponse = {
  request: { query: SettingsPageQuery },
  result: { data: { mySettings: sampleSettings() } },
};

function closeAnswer(password: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: CloseAccountMutation, variables: { password } }, result, delay: 5 };
}

async function openDeleteDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
  return screen.getByRole('alertdialog', { name: 'Delete your account?' });
}

async function deleteWith(dialog: HTMLElement, password: string) {
  const field = within(dialog).getByLabelText('Password');
  await userEvent.clear(field);
  await userEvent.type(field, password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
}

describe('Delete account', () => {
  it('when the dialog opens, then it warns that it cannot be undone and needs the password', async () => {
    renderSettingsScreen(<SettingsPage />, { mocks: [settingsResult] });
    const dialog = await openDeleteDialog();

    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('This cannot be undone.'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining(authValidationMessages.passwordRequired),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('when the api refuses (money left, a pending withdrawal, the last admin, a wrong password), then the dialog shows why', async () => {
    const balanceLeft = settingsMessages.closeBalanceNotZero('12.34');
    renderSettingsScreen(<SettingsPage />, {
      mocks: [
        settingsResult,
        closeAnswer('Wallet#2026', graphQLErrorResult(balanceLeft, 'CONFLICT')),
        closeAnswer('Wallet#2027', graphQLErrorResult(settingsMessages.closePendingWithdrawal, 'CONFLICT')),
        closeAnswer('Wallet#2028', graphQLErrorResult(settingsMessages.closeLastAdmin, 'CONFLICT')),
        closeAnswer('Wrong#2026', graphQLErrorResult(settingsMessages.passwordWrong)),
      ],
      role: 'admin',
    });
    const dialog = await openDeleteDialog();

    await deleteWith(dialog, 'Wallet#2026');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your balance must be $0.00 to close your account. Withdraw or send the remaining $12.34 first.',
    );

    await deleteWith(dialog, 'Wallet#2027');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(settingsMessages.closePendingWithdrawal),
    );

    await deleteWith(dialog, 'Wallet#2028');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(settingsMessages.closeLastAdmin),
    );

    await deleteWith(dialog, 'Wrong#2026');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
        expect.stringContaining(settingsMessages.passwordWrong),
      ),
    );
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent('/admin/settings');
  });

  it('when the account is closed, then it says so, forgets the session and goes to /login', async () => {
    const { cache } = renderSettingsScreen(<SettingsPage />, {
      mocks: [
        settingsResult,
        closeAnswer('Wallet#2026', {
          data: { closeAccount: { __typename: 'MessagePayload', message: settingsMessages.accountClosed } },
        }),
      ],
    });
    const dialog = await openDeleteDialog();
    await deleteWith(dialog, 'Wallet#2026');

    expect(await screen.findByText(settingsMessages.accountClosed)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent('/login'),
    );
    await waitFor(() => expect(cache.readQuery({ query: CurrentUserDocument })?.me).toBeNull());
    expect(cache.readQuery({ query: SettingsPageQuery })).toBeNull();
  });
});
