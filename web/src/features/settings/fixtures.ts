// Settings as the bff answers them (with __typename, as the cache stores them), for tests and stories.
import type { SettingsPage_SettingsFragment } from '../../gql/graphql';

export const sampleSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const sampleOtpauthUrl = `otpauth://totp/Wallet:alice%40wallet.local?secret=${sampleSecret}&issuer=Wallet&algorithm=SHA1&digits=6&period=30`;
/** startTwoFactorSetup's answer: the sample secret and its otpauth URL. */
export const sampleTwoFactorSetup = {
  __typename: 'TwoFactorSetup' as const,
  secret: sampleSecret,
  otpauthUrl: sampleOtpauthUrl,
};
export const sampleRecoveryCodes = [
  'abcde-23456',
  'fghij-34567',
  'kmnop-45678',
  'qrstu-56789',
  'vwxyz-67892',
  'a2b3c-d4e5f',
  'g6h7i-j8k9m',
  'n2p3q-r4s5t',
  'u6v7w-x8y9z',
  'zz22a-bb33c',
] as const;

interface SettingsOverrides {
  notifications?: Partial<SettingsPage_SettingsFragment['notifications']>;
  twoFactor?: Partial<SettingsPage_SettingsFragment['twoFactor']>;
}

/** The defaults (transaction and security alerts on, marketing off, two-factor off), changed by `overrides`. */
export function sampleSettings(overrides: SettingsOverrides = {}) {
  return {
    __typename: 'Settings' as const,
    notifications: {
      __typename: 'NotificationPreferences' as const,
      transactionAlerts: true,
      securityAlerts: true,
      marketing: false,
      ...overrides.notifications,
    },
    twoFactor: {
      __typename: 'TwoFactorStatus' as const,
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      ...overrides.twoFactor,
    },
  };
}

/** Two-factor sign-in on since Nov 21, 2026, with `recoveryCodesLeft` codes. */
export function sampleSettingsWithTwoFactor(recoveryCodesLeft = 10) {
  return sampleSettings({
    twoFactor: { enabled: true, enabledAt: '2026-11-21T22:04:00.000Z', recoveryCodesLeft },
  });
}

/** The platform's limits for a user (DESIGN.md §3) and no personal limit, or the controls given. */
export function sampleControls(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'WalletControls' as const,
    isFrozen: false,
    platformDailyAmount: '10000.00',
    platformMonthlyAmount: '50000.00',
    personalDailyAmount: null,
    personalMonthlyAmount: null,
    pendingDailyAmount: null,
    pendingDailyAt: null,
    pendingMonthlyAmount: null,
    pendingMonthlyAt: null,
    ...overrides,
  };
}
