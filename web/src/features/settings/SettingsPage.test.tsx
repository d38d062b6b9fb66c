// The Settings page (SPEC.md §2, DESIGN.md §9 item 9, docs/settings.md): its cards, its loading and failure states,
// the notification switches saved at once (and put back when refused), and where its links lead for each role.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { settingsMessages } from '@wallet/common/settings';
import { graphQLErrorResult } from '../../test/apollo-mocks';
import { sampleSettings } from './fixtures';
import { UpdateNotificationPreferencesMutation } from './NotificationPreferencesCard';
import { SettingsPage, SettingsPageQuery } from './SettingsPage';
import { renderSettingsScreen } from './test-utils';

function settingsResult(settings = sampleSettings()): MockLink.MockedResponse {
  return { request: { query: SettingsPageQuery }, result: { data: { mySettings: settings } }, delay: 5 };
}

function saveAnswer(
  input: Record<string, boolean>,
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return {
    request: { query: UpdateNotificationPreferencesMutation, variables: { input } },
    result,
    // Long enough to see the switch move before the answer.
    delay: 100,
  };
}

function saved(notifications: { transactionAlerts: boolean; securityAlerts: boolean; marketing: boolean }) {
  return {
    data: {
      updateNotificationPreferences: {
        __typename: 'SettingsPayload',
        message: settingsMessages.preferencesSaved,
        settings: sampleSettings({ notifications }),
      },
    },
  };
}

const switchNamed = (name: string) => screen.getByRole('switch', { name });

describe('SettingsPage', () => {
  it('when the settings load, then every card shows, the switches as saved and two-factor off', async () => {
    renderSettingsScreen(<SettingsPage />, { mocks: [settingsResult()] });

    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading notification preferences' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Transaction alerts' })).toBeChecked();
    expect(switchNamed('Security alerts')).toBeChecked();
    expect(switchNamed('Marketing')).not.toBeChecked();
    for (const title of ['Guided tour', 'Appearance', 'Notification preferences', 'Security', 'Account']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByText('Ctrl/Cmd+H')).toBeInTheDocument();
    expect(screen.getByText('Off')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable two-factor' })).toBeInTheDocument();
  });

  it('when a switch is pressed, then it moves at once, is saved, and a toast says so', async () => {
    renderSettingsScreen(<SettingsPage />, {
      mocks: [
        settingsResult(),
        saveAnswer(
          { marketing: true },
          saved({ transactionAlerts: true, securityAlerts: true, marketing: true }),
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'Marketing' }));

    expect(switchNamed('Marketing')).toBeChecked();
    expect(screen.queryByText(settingsMessages.preferencesSaved)).not.toBeInTheDocument();
    expect(await screen.findByText(settingsMessages.preferencesSaved)).toBeInTheDocument();
    expect(switchNamed('Marketing')).toBeChecked();
  });

  it('when the save is refused, then the switch goes back and the refusal shows as a toast', async () => {
    renderSettingsScreen(<SettingsPage />, {
      mocks: [
        settingsResult(),
        saveAnswer({ securityAlerts: false }, graphQLErrorResult(settingsMessages.preferencesEmpty)),
      ],
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'Security alerts' }));

    expect(switchNamed('Security alerts')).not.toBeChecked();
    expect(await screen.findByText(settingsMessages.preferencesEmpty)).toBeInTheDocument();
    expect(switchNamed('Security alerts')).toBeChecked();
  });

  it('when a switch has focus and Space is pressed, then it flips and saves like a click', async () => {
    renderSettingsScreen(<SettingsPage />, {
      mocks: [
        settingsResult(),
        saveAnswer(
          { transactionAlerts: false },
          saved({ transactionAlerts: false, securityAlerts: true, marketing: false }),
        ),
      ],
    });
    const transactionAlerts = await screen.findByRole('switch', { name: 'Transaction alerts' });
    transactionAlerts.focus();
    await userEvent.keyboard(' ');

    expect(await screen.findByText(settingsMessages.preferencesSaved)).toBeInTheDocument();
    expect(transactionAlerts).not.toBeChecked();
  });

  it('when the settings fail to load, then the cards say so and Try Again fills them in', async () => {
    renderSettingsScreen(<SettingsPage />, {
      mocks: [
        {
          request: { query: SettingsPageQuery },
          result: graphQLErrorResult('Boom', 'INTERNAL_SERVER_ERROR'),
        },
        settingsResult(sampleSettings({ notifications: { marketing: true } })),
      ],
    });

    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toHaveTextContent('Error loading settings');
    // The cards that need no settings still work.
    expect(screen.getByRole('button', { name: 'Restart Tour' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeEnabled();

    await userEvent.click(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('switch', { name: 'Marketing' })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['user', '/user/update-profile'],
    ['agent', '/agent/update-user'],
    ['admin', '/admin/update-user'],
  ] as const)(
    'when Settings opens for the %s, then Change password and Edit lead to their Update Profile page',
    async (role, profilePath) => {
      renderSettingsScreen(<SettingsPage />, { role, mocks: [settingsResult()] });

      expect(await screen.findByRole('link', { name: 'Change password' })).toHaveAttribute(
        'href',
        `${profilePath}#change-password`,
      );
      expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', profilePath);

      await userEvent.click(screen.getByRole('link', { name: 'Change password' }));
      await waitFor(() =>
        expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(
          `${profilePath}#change-password`,
        ),
      );
    },
  );
});
