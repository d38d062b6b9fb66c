// Settings' Notification preferences (docs/settings.md): three switches, each change saved at once. The switch
// moves before the answer (an optimistic answer in the cache); a refusal rolls it back and says why in a toast.
import { useMutation } from '@apollo/client/react';
import { settingsMessages } from '@wallet/common/settings';
import type { NotificationPreferenceName } from '@wallet/common/settings';
import { Panel, PanelTitle } from '../../components/DashboardPage';
import { RetryAlert } from '../../components/RetryAlert';
import { Skeleton } from '../../components/Skeleton';
import { Switch } from '../../components/Switch';
import { graphql, makeFragmentData } from '../../gql';
import type {
  NotificationPreferencesInput,
  SettingsPage_SettingsFragment,
  UpdateNotificationPreferencesMutation as UpdateNotificationPreferencesAnswer,
} from '../../gql/graphql';
import { serverMessage } from '../../lib/graphql-errors';
import { notify } from '../../lib/notify';
import { SettingsPage_SettingsFragment as SettingsFieldsDocument } from './fragments';
import { SettingNote, SkeletonRows } from './settings-styles';

export const UpdateNotificationPreferencesMutation = graphql(`
  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      message
      settings {
        ...SettingsPage_Settings
      }
    }
  }
`);

export const PREFERENCES_FAILURE_MESSAGE = 'Failed to save notification preferences';
export const SETTINGS_ERROR_TITLE = 'Error loading settings';

export const preferenceSwitches: ReadonlyArray<{
  name: NotificationPreferenceName;
  label: string;
  description: string;
}> = [
  {
    name: 'transactionAlerts',
    label: 'Transaction alerts',
    description: 'An e-mail receipt for every completed deposit, transfer, cash in, cash out and withdrawal.',
  },
  {
    name: 'securityAlerts',
    label: 'Security alerts',
    description: 'Password and two-factor changes, and sign-ins from a browser you have not used before.',
  },
  { name: 'marketing', label: 'Marketing', description: 'News about Wallet features and offers.' },
];

/** The answer the server will give, in the cache at once (and dropped again if the server refuses). */
function optimisticAnswer(
  current: SettingsPage_SettingsFragment,
  name: NotificationPreferenceName,
  value: boolean,
): UpdateNotificationPreferencesAnswer {
  const settings = { ...current, notifications: { ...current.notifications, [name]: value } };
  // Answers carry __typename at run time (the cache needs it for the one Settings copy); the generated type
  // leaves it out.
  return {
    updateNotificationPreferences: {
      __typename: 'SettingsPayload',
      message: settingsMessages.preferencesSaved,
      settings: makeFragmentData({ __typename: 'Settings', ...settings }, SettingsFieldsDocument),
    },
  } as UpdateNotificationPreferencesAnswer;
}

interface NotificationPreferencesCardProps {
  /** The signed-in person's settings; the whole object, since the optimistic answer carries all of it. */
  settings?: SettingsPage_SettingsFragment | undefined;
  loading?: boolean;
  /** The settings could not be loaded. */
  failed?: boolean;
  onRetry?: () => unknown;
}

export function NotificationPreferencesCard({
  settings,
  loading = false,
  failed = false,
  onRetry,
}: NotificationPreferencesCardProps) {
  const [updatePreferences] = useMutation(UpdateNotificationPreferencesMutation);

  const save = async (
    current: SettingsPage_SettingsFragment,
    name: NotificationPreferenceName,
    value: boolean,
  ) => {
    const input: NotificationPreferencesInput = {};
    input[name] = value;
    try {
      const result = await updatePreferences({
        variables: { input },
        optimisticResponse: optimisticAnswer(current, name, value),
      });
      notify.success(result.data?.updateNotificationPreferences.message ?? settingsMessages.preferencesSaved);
    } catch (error) {
      // Apollo drops the optimistic answer on failure, so the switch is back where the server has it.
      notify.error(serverMessage(error, PREFERENCES_FAILURE_MESSAGE));
    }
  };

  return (
    <Panel aria-labelledby="settings-notifications-title">
      <div>
        <PanelTitle id="settings-notifications-title" size="lg">
          Notification preferences
        </PanelTitle>
        <SettingNote>
          Which e-mails we send you. Codes for signing in and resetting a password always come.
        </SettingNote>
      </div>
      {settings ? (
        preferenceSwitches.map((preference) => (
          <Switch
            key={preference.name}
            label={preference.label}
            description={preference.description}
            checked={settings.notifications[preference.name]}
            onChange={(checked) => void save(settings, preference.name, checked)}
          />
        ))
      ) : loading ? (
        <SkeletonRows role="status" aria-label="Loading notification preferences">
          {preferenceSwitches.map((preference) => (
            <Skeleton key={preference.name} height="2.5rem" shape="rect" />
          ))}
        </SkeletonRows>
      ) : failed ? (
        <RetryAlert title={SETTINGS_ERROR_TITLE} onRetry={onRetry ?? (() => undefined)}>
          Your notification preferences could not be loaded.
        </RetryAlert>
      ) : null}
    </Panel>
  );
}
