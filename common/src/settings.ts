// Settings (docs/settings.md): notification preferences, two-factor sign-in, closing an account, statements and the
// guided tour — the constants, messages and JSON shapes the api, the bff and the web app share.

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after now are accepted too, for clocks a little apart. */
export const TOTP_WINDOW_STEPS = 1;
/** 20 random bytes, shown as 32 base32 characters. */
export const TOTP_SECRET_BYTES = 20;
/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Wallet';
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code is two groups of five characters, as `abcde-23456`; case and the dash do not matter. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{5}-?[a-z2-9]{5}$/i;

/** The longest period one statement covers. */
export const STATEMENT_RANGE_DAYS_MAX = 366;
/** When no range is given: the last 30 days up to today. */
export const STATEMENT_DEFAULT_DAYS = 30;
/** YYYY-MM-DD, a calendar day in the business time zone (TZ_LIMITS). */
export const STATEMENT_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** The CSV's columns, in order. */
export const STATEMENT_COLUMNS = [
  'Date',
  'Transaction ID',
  'Type',
  'Status',
  'Description',
  'Counterparty',
  'Amount',
  'Fee',
  'Balance',
] as const;
/** The Type cell of the first and the last data row. */
export const STATEMENT_OPENING_LABEL = 'Opening balance';
export const STATEMENT_CLOSING_LABEL = 'Closing balance';
/** The bff's download path (same origin as the web app), which streams the api's statement. */
export const STATEMENT_DOWNLOAD_PATH = '/downloads/statement.csv';

export const settingsMessages = {
  settingsLoaded: 'Settings retrieved successfully',
  preferencesSaved: 'Notification preferences saved',
  preferencesEmpty: 'Choose at least one preference to change',
  preferenceBoolean: (name: string) => `${name} must be true or false`,
  unknownPreference: (name: string) => `Unknown preference: ${name}`,

  twoFactorSetupStarted: 'Scan the QR code with your authenticator app, then enter the code it shows',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on',
  twoFactorNotStarted: 'Start the two-factor setup first',
  twoFactorEnabled: 'Two-factor sign-in is on',
  twoFactorDisabled: 'Two-factor sign-in is off',
  twoFactorNotOn: 'Two-factor sign-in is not on',
  /** Login without a code on an account with two-factor sign-in: the web app then asks for one. */
  twoFactorRequired: 'Enter the code from your authenticator app',
  /** A wrong, reused or too old TOTP code, an unknown or used recovery code. */
  invalidTwoFactorCode: 'Invalid or expired authentication code',
  codeFormat: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app`,
  codeOrRecoveryFormat: `Enter the ${TOTP_DIGITS}-digit code from your app or a recovery code`,
  passwordWrong: 'Password is incorrect',
  /** Over RATE_LIMIT_RULES.secretChecksPerUser: passwords and codes tried behind a session; wait as "15 minutes". */
  tooManySecretChecks: (wait: string) => `Too many attempts. Please try again in ${wait}.`,

  accountClosed: 'Your account has been closed',
  /** Sign-in with the right password to a closed account. */
  accountIsClosed: 'This account has been closed',
  closeBalanceNotZero: (balance: string) =>
    `Your balance must be $0.00 to close your account. Withdraw or send the remaining $${balance} first.`,
  closePendingWithdrawal:
    'You have a pending withdrawal. Wait for it to settle or cancel it before closing your account.',
  closeLastAdmin: 'The last admin account cannot be closed',

  statementFromInvalid: 'from must be a date (YYYY-MM-DD)',
  statementToInvalid: 'to must be a date (YYYY-MM-DD)',
  statementEndsBeforeStart: 'The statement must end on or after its start date',
  statementTooLong: `A statement can cover at most ${STATEMENT_RANGE_DAYS_MAX} days`,
  statementFailed: 'Failed to download the statement',
  statementReady: 'Statement downloaded',
} as const;

/** Notification preferences: defaults on, on, off. */
export interface NotificationPreferencesJson {
  transactionAlerts: boolean;
  securityAlerts: boolean;
  marketing: boolean;
}
export const NOTIFICATION_PREFERENCE_NAMES = ['transactionAlerts', 'securityAlerts', 'marketing'] as const;
export type NotificationPreferenceName = (typeof NOTIFICATION_PREFERENCE_NAMES)[number];
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferencesJson = {
  transactionAlerts: true,
  securityAlerts: true,
  marketing: false,
};

export interface TwoFactorStatusJson {
  enabled: boolean;
  /** ISO time it was turned on; null when off. */
  enabledAt: string | null;
  /** Unused recovery codes; 0 when off. */
  recoveryCodesLeft: number;
}

/** GET /settings, and the answer of every settings change. */
export interface SettingsJson {
  notifications: NotificationPreferencesJson;
  twoFactor: TwoFactorStatusJson;
}

/** POST /settings/two-factor/setup: the secret in base32 and the otpauth:// URI the QR code carries. */
export interface TwoFactorSetupJson {
  secret: string;
  otpauthUrl: string;
}

/** POST /settings/two-factor/enable: the recovery codes, shown once. */
export interface TwoFactorEnabledJson {
  recoveryCodes: string[];
  settings: SettingsJson;
}

/** The guided tour (SPEC.md §2): storage keys, the restart shortcut, the fixed button's labels. */
export const TOUR_COMPLETED_KEY = 'tour-completed';
export const TOUR_SEEN_KEY = 'tour-seen';
/** The tour starts this long after the first dashboard visit. */
export const TOUR_START_DELAY_MS = 1000;
/** Settings' Restart reloads the page after this. */
export const TOUR_RESTART_RELOAD_MS = 1000;
export const tourTexts = {
  restart: 'Restart Tour',
  active: 'Tour Active...',
  failed: (reason: string) => `Failed to start tour: ${reason}`,
  shortcutHint: 'Ctrl/Cmd+H',
} as const;
/** The `data-tour` attribute values the steps point at, in step order after the welcome. */
export const TOUR_TARGETS = [
  'sidebar-header',
  'home-link',
  'wallet-section',
  'transactions-section',
  'profile-management',
] as const;
export type TourTarget = (typeof TOUR_TARGETS)[number];
