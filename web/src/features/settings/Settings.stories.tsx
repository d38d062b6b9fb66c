// The Settings page and its pieces: each card loaded, loading and failing; two-factor off, on and out of recovery
// codes; the dialogs (turning two-factor on, its recovery codes, turning it off, deleting the account); light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { CurrentUserDocument } from '../../lib/session';
import { graphQLErrorResult, withApolloMocks } from '../../test/apollo-mocks';
import type { MockedResponses } from '../../test/apollo-mocks';
import { AccountCard } from './AccountCard';
import { AppearanceCard } from './AppearanceCard';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { DisableTwoFactorDialog } from './DisableTwoFactorDialog';
import { EnableTwoFactorDialog, StartTwoFactorSetupMutation } from './EnableTwoFactorDialog';
import { FreezeWalletPanel, FreezeWalletQuery, UnfreezeWalletDialog } from './FreezeWalletCard';
import {
  sampleControls,
  sampleRecoveryCodes,
  sampleSettings,
  sampleSettingsWithTwoFactor,
  sampleTwoFactorSetup,
} from './fixtures';
import { NotificationPreferencesCard } from './NotificationPreferencesCard';
import { PersonalLimitsPanel, PersonalLimitsQuery } from './PersonalLimitsCard';
import { RecoveryCodes } from './RecoveryCodes';
import { SecurityCard } from './SecurityCard';
import { SettingsPage, SettingsPageQuery } from './SettingsPage';
import { TourCard } from './TourCard';

const changePasswordPath = '/user/update-profile#change-password';
const noop = () => undefined;

const signedIn = {
  request: { query: CurrentUserDocument },
  result: {
    data: {
      me: {
        __typename: 'User',
        id: 'c0a80101-0000-4000-8000-0000000000a1',
        name: 'Alice Rahman',
        email: 'alice@wallet.local',
        phone: '01712345678',
        role: 'USER',
        isEmailVerified: true,
        isApproved: true,
        createdAt: '2026-01-05T15:00:00.000Z',
        updatedAt: '2026-01-05T15:00:00.000Z',
      },
    },
  },
};

const walletAnswer = (isFrozen = false, delay = 10) => ({
  request: { query: FreezeWalletQuery },
  result: {
    data: {
      myWallet: {
        __typename: 'Wallet',
        id: 'c0a80101-0000-4000-8000-0000000000b1',
        isBlocked: false,
        controls: {
          __typename: 'WalletControls',
          isFrozen,
          frozenAt: isFrozen ? '2026-11-26T21:40:00.000Z' : null,
        },
      },
    },
  },
  delay,
});

const limitsAnswer = (controls: Record<string, unknown> = {}, delay = 10) => ({
  request: { query: PersonalLimitsQuery },
  result: {
    data: {
      myWallet: {
        __typename: 'Wallet',
        id: 'c0a80101-0000-4000-8000-0000000000b1',
        controls: sampleControls(controls),
      },
    },
  },
  delay,
});

function settingsAnswer(result: object, delay = 10) {
  return { request: { query: SettingsPageQuery }, result, delay };
}

const setupStarted = {
  request: { query: StartTwoFactorSetupMutation },
  result: { data: { startTwoFactorSetup: sampleTwoFactorSetup } },
  delay: 10,
};

/** A dialog renders in a portal: the button that opens it again keeps something in the story's own frame. */
function WithOpener({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <div>
        <Button onClick={() => setOpen(true)}>{label}</Button>
      </div>
      {open ? children(() => setOpen(false)) : null}
    </>
  );
}

const meta: Meta = {
  title: 'Settings/Settings',
  decorators: [
    // For the dialogs the cards open; stories with answers of their own put theirs inside this one.
    withApolloMocks([setupStarted]),
    (Story) => (
      <div style={{ maxWidth: '56rem', display: 'grid', gap: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj;

function pageWith(mocks: MockedResponses): Story {
  return {
    parameters: { route: '/user/settings' },
    decorators: [withApolloMocks([signedIn, walletAnswer(), limitsAnswer(), ...mocks])],
    render: () => <SettingsPage />,
  };
}

export const Page: Story = pageWith([settingsAnswer({ data: { mySettings: sampleSettings() } })]);

export const PageTwoFactorOn: Story = pageWith([
  settingsAnswer({ data: { mySettings: sampleSettingsWithTwoFactor(7) } }),
]);

export const PageLoading: Story = pageWith([
  settingsAnswer({ data: { mySettings: sampleSettings() } }, Number.POSITIVE_INFINITY),
]);

export const PageError: Story = pageWith([
  settingsAnswer(graphQLErrorResult('Something went wrong', 'INTERNAL_SERVER_ERROR')),
]);

export const PageDark: Story = { ...Page, globals: { theme: 'dark' } };

export const Notifications: Story = {
  render: () => (
    <NotificationPreferencesCard settings={sampleSettings({ notifications: { marketing: true } })} />
  ),
};

export const NotificationsLoading: Story = {
  render: () => <NotificationPreferencesCard loading />,
};

export const NotificationsError: Story = {
  render: () => <NotificationPreferencesCard failed onRetry={noop} />,
};

export const NotificationsDark: Story = { ...Notifications, globals: { theme: 'dark' } };

export const SecurityTwoFactorOff: Story = {
  render: () => (
    <SecurityCard changePasswordPath={changePasswordPath} twoFactor={sampleSettings().twoFactor} />
  ),
};

export const SecurityTwoFactorOn: Story = {
  render: () => (
    <SecurityCard
      changePasswordPath={changePasswordPath}
      twoFactor={sampleSettingsWithTwoFactor(8).twoFactor}
    />
  ),
};

export const SecurityNoRecoveryCodesLeft: Story = {
  render: () => (
    <SecurityCard
      changePasswordPath={changePasswordPath}
      twoFactor={sampleSettingsWithTwoFactor(0).twoFactor}
    />
  ),
};

export const SecurityLoading: Story = {
  render: () => <SecurityCard changePasswordPath={changePasswordPath} loading />,
};

export const SecurityError: Story = {
  render: () => <SecurityCard changePasswordPath={changePasswordPath} failed onRetry={noop} />,
};

export const SecurityDark: Story = { ...SecurityTwoFactorOn, globals: { theme: 'dark' } };

export const Tour: Story = { render: () => <TourCard reload={noop} /> };

export const TourDark: Story = { ...Tour, globals: { theme: 'dark' } };

export const Appearance: Story = { render: () => <AppearanceCard /> };

export const Account: Story = { render: () => <AccountCard editProfilePath="/user/update-profile" /> };

export const AccountDark: Story = { ...Account, globals: { theme: 'dark' } };

export const RecoveryCodeList: Story = { render: () => <RecoveryCodes codes={sampleRecoveryCodes} /> };

export const RecoveryCodeListDark: Story = { ...RecoveryCodeList, globals: { theme: 'dark' } };

export const EnableDialog: Story = {
  decorators: [withApolloMocks([setupStarted])],
  render: () => (
    <WithOpener label="Enable two-factor">{(close) => <EnableTwoFactorDialog onClose={close} />}</WithOpener>
  ),
};

export const EnableDialogLoading: Story = {
  decorators: [withApolloMocks([{ ...setupStarted, delay: Number.POSITIVE_INFINITY }])],
  render: EnableDialog.render,
};

export const EnableDialogRefused: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: StartTwoFactorSetupMutation },
        result: graphQLErrorResult('Something went wrong', 'INTERNAL_SERVER_ERROR'),
      },
    ]),
  ],
  render: EnableDialog.render,
};

export const EnableDialogDark: Story = { ...EnableDialog, globals: { theme: 'dark' } };

export const DisableDialog: Story = {
  render: () => (
    <WithOpener label="Disable two-factor">
      {(close) => <DisableTwoFactorDialog onClose={close} />}
    </WithOpener>
  ),
};

export const DisableDialogDark: Story = { ...DisableDialog, globals: { theme: 'dark' } };

export const DeleteDialog: Story = {
  render: () => (
    <WithOpener label="Delete account">{(close) => <DeleteAccountDialog onClose={close} />}</WithOpener>
  ),
};

export const DeleteDialogDark: Story = { ...DeleteDialog, globals: { theme: 'dark' } };

const frozenState = { isBlocked: false, isFrozen: true, frozenAt: '2026-11-26T21:40:00.000Z' };

export const FreezeNotFrozen: Story = {
  render: () => <FreezeWalletPanel state={{ isBlocked: false, isFrozen: false, frozenAt: null }} />,
};

export const FreezeFrozen: Story = { render: () => <FreezeWalletPanel state={frozenState} /> };

export const FreezeFrozenAndBlocked: Story = {
  render: () => <FreezeWalletPanel state={{ ...frozenState, isBlocked: true }} />,
};

export const FreezeLoading: Story = { render: () => <FreezeWalletPanel loading /> };

export const FreezeError: Story = { render: () => <FreezeWalletPanel failed onRetry={noop} /> };

export const FreezeFrozenDark: Story = { ...FreezeFrozen, globals: { theme: 'dark' } };

export const UnfreezeDialog: Story = {
  render: () => (
    <WithOpener label="Unfreeze">{(close) => <UnfreezeWalletDialog onClose={close} />}</WithOpener>
  ),
};

export const UnfreezeDialogDark: Story = { ...UnfreezeDialog, globals: { theme: 'dark' } };

export const PageWalletFrozen: Story = {
  parameters: { route: '/user/settings' },
  decorators: [
    withApolloMocks([
      signedIn,
      walletAnswer(true),
      limitsAnswer({ isFrozen: true, personalDailyAmount: '50.00' }),
      settingsAnswer({ data: { mySettings: sampleSettings() } }),
    ]),
  ],
  render: () => <SettingsPage />,
};

const pendingRaise = {
  personalDailyAmount: '50.00',
  pendingDailyAmount: '100.00',
  pendingDailyAt: '2026-11-28T01:30:00.000Z',
  personalMonthlyAmount: '900.00',
  pendingMonthlyAt: '2026-11-28T01:30:00.000Z',
};

/** No limit of one's own: both fields empty, the platform's limits named. */
export const LimitsPlatformOnly: Story = { render: () => <PersonalLimitsPanel state={sampleControls()} /> };

export const LimitsOwn: Story = {
  render: () => (
    <PersonalLimitsPanel
      state={sampleControls({ personalDailyAmount: '50.00', personalMonthlyAmount: '900.00' })}
    />
  ),
};

export const LimitsRaiseWaiting: Story = {
  render: () => <PersonalLimitsPanel state={sampleControls(pendingRaise)} />,
};

export const LimitsLoading: Story = { render: () => <PersonalLimitsPanel loading /> };

export const LimitsError: Story = { render: () => <PersonalLimitsPanel failed onRetry={noop} /> };

export const LimitsRaiseWaitingDark: Story = { ...LimitsRaiseWaiting, globals: { theme: 'dark' } };

export const LimitsLoadingDark: Story = { ...LimitsLoading, globals: { theme: 'dark' } };

export const LimitsErrorDark: Story = { ...LimitsError, globals: { theme: 'dark' } };
