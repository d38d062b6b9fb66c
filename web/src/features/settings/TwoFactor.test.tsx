// Two-factor sign-in on the Settings page (docs/settings.md): turning it on (QR code, the key as text, the first
// code, its refusals, the recovery codes shown once with Copy and Download) and turning it off with password + code.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { authValidationMessages } from '@wallet/common/auth';
import { settingsMessages } from '@wallet/common/settings';
import { graphQLErrorResult } from '../../test/apollo-mocks';
import { DisableTwoFactorMutation } from './DisableTwoFactorDialog';
import { EnableTwoFactorMutation, StartTwoFactorSetupMutation } from './EnableTwoFactorDialog';
import {
  sampleRecoveryCodes,
  sampleSecret,
  sampleSettings,
  sampleSettingsWithTwoFactor,
  sampleTwoFactorSetup,
} from './fixtures';
import { RECOVERY_CODES_FILE_NAME } from './RecoveryCodes';
import { SettingsPage, SettingsPageQuery } from './SettingsPage';
import { renderSettingsScreen } from './test-utils';

function settingsResult(settings = sampleSettings()): MockLink.MockedResponse {
  return { request: { query: SettingsPageQuery }, result: { data: { mySettings: settings } }, delay: 5 };
}

const setupStarted: MockLink.MockedResponse = {
  request: { query: StartTwoFactorSetupMutation },
  result: { data: { startTwoFactorSetup: sampleTwoFactorSetup } },
  delay: 5,
};

function enableAnswer(code: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: EnableTwoFactorMutation, variables: { code } }, result, delay: 5 };
}

const enabled = {
  data: {
    enableTwoFactor: {
      __typename: 'TwoFactorEnabledPayload',
      message: settingsMessages.twoFactorEnabled,
      recoveryCodes: [...sampleRecoveryCodes],
      settings: sampleSettingsWithTwoFactor(10),
    },
  },
};

function disableAnswer(
  input: { password: string; code: string },
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return { request: { query: DisableTwoFactorMutation, variables: { input } }, result, delay: 5 };
}

/** jsdom has no object URLs: these keep the blobs a download was made from, until the test ends. */
function stubObjectUrls(): Blob[] {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return `blob:recovery-codes-${blobs.length}`;
    },
    revokeObjectURL: () => undefined,
  });
  onTestFinished(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  return blobs;
}

/** jsdom's Blob has no text(): read it the old way. */
function blobText(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('nothing was downloaded'));
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsText(blob);
  });
}

const codeField = () => screen.getByLabelText('Authentication code');

describe('two-factor sign-in on the Settings page', () => {
  it('when it is turned on, then the QR code, the key, the code check and the recovery codes follow', async () => {
    const user = userEvent.setup();
    const clickLink = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const downloads = stubObjectUrls();
    renderSettingsScreen(<SettingsPage />, {
      mocks: [
        settingsResult(),
        setupStarted,
        enableAnswer('123456', graphQLErrorResult(settingsMessages.invalidTwoFactorCode)),
        enableAnswer('654321', enabled),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Enable two-factor' }));

    const dialog = screen.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
    expect(
      await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Setup key')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(sampleSecret);

    await user.type(codeField(), '12a');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(codeField()).toHaveAccessibleDescription(expect.stringContaining(settingsMessages.codeFormat));

    await user.clear(codeField());
    await user.type(codeField(), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(
        expect.stringContaining(settingsMessages.invalidTwoFactorCode),
      ),
    );

    await user.clear(codeField());
    await user.type(codeField(), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    const codesDialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    const codes = within(codesDialog).getAllByRole('listitem');
    expect(codes.map((code) => code.textContent)).toEqual([...sampleRecoveryCodes]);
    expect(await screen.findByText(settingsMessages.twoFactorEnabled)).toBeInTheDocument();

    await user.click(within(codesDialog).getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(sampleRecoveryCodes.join('\n'));
    await user.click(within(codesDialog).getByRole('button', { name: 'Download .txt' }));
    const link = clickLink.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(RECOVERY_CODES_FILE_NAME);
    expect(await blobText(downloads[0])).toContain(sampleRecoveryCodes.join('\n'));

    // Shown once: Escape does not close them, only saying they are saved does.
    await user.keyboard('{Escape}');
    expect(codesDialog).toBeInTheDocument();
    await user.click(within(codesDialog).getByRole('button', { name: 'I have saved these codes' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('On')).toBeInTheDocument();
    expect(screen.getByText(/10 of 10 recovery codes left/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable two-factor' })).toBeInTheDocument();
  });

  it('when the setup is refused because it is already on, then the dialog says so without Try Again', async () => {
    renderSettingsScreen(<SettingsPage />, {
      mocks: [
        settingsResult(),
        {
          request: { query: StartTwoFactorSetupMutation },
          result: graphQLErrorResult(settingsMessages.twoFactorAlreadyOn, 'CONFLICT'),
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Enable two-factor' }));

    const dialog = screen.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(settingsMessages.twoFactorAlreadyOn);
    expect(within(dialog).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when it is turned off, then password and code are asked for, refusals show on their field, and it is off', async () => {
    renderSettingsScreen(<SettingsPage />, {
      mocks: [
        settingsResult(sampleSettingsWithTwoFactor(3)),
        disableAnswer(
          { password: 'Wrong#2026', code: '123456' },
          graphQLErrorResult(settingsMessages.passwordWrong),
        ),
        disableAnswer(
          { password: 'Wallet#2026', code: 'abcde-23456' },
          graphQLErrorResult(settingsMessages.invalidTwoFactorCode),
        ),
        disableAnswer(
          { password: 'Wallet#2026', code: '654321' },
          {
            data: {
              disableTwoFactor: {
                __typename: 'SettingsPayload',
                message: settingsMessages.twoFactorDisabled,
                settings: sampleSettings(),
              },
            },
          },
        ),
      ],
    });
    expect(await screen.findByText(/On since Nov 21, 2026.*3 of 10 recovery codes left/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Disable two-factor' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-factor sign-in' });
    const password = within(dialog).getByLabelText('Password');
    const turnOff = () => userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    await turnOff();
    expect(password).toHaveAccessibleDescription(authValidationMessages.passwordRequired);
    expect(codeField()).toHaveAccessibleDescription(
      expect.stringContaining(settingsMessages.codeOrRecoveryFormat),
    );

    await userEvent.type(password, 'Wrong#2026');
    await userEvent.type(codeField(), '123456');
    await turnOff();
    await waitFor(() => expect(password).toHaveAccessibleDescription(settingsMessages.passwordWrong));

    await userEvent.clear(password);
    await userEvent.type(password, 'Wallet#2026');
    await userEvent.clear(codeField());
    await userEvent.type(codeField(), 'abcde-23456');
    await turnOff();
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(
        expect.stringContaining(settingsMessages.invalidTwoFactorCode),
      ),
    );

    await userEvent.clear(codeField());
    await userEvent.type(codeField(), '654321');
    await turnOff();

    expect(await screen.findByText(settingsMessages.twoFactorDisabled)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Off')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable two-factor' })).toBeInTheDocument();
  });
});
