// The api's /settings routes (notification preferences, two-factor sign-in) and closing one's own account
// (docs/settings.md). The cookie that closing clears travels in the client's Set-Cookie relay, never through here.
import type {
  NotificationPreferencesJson,
  SettingsJson,
  TwoFactorEnabledJson,
  TwoFactorSetupJson,
} from '@wallet/common/settings';
import type { RestMessageResult } from './auth';
import type { RestClient } from './client';

/** Any of the three; a missing one keeps its value. */
export type RestNotificationPreferencesInput = {
  [Name in keyof NotificationPreferencesJson]?: boolean | null | undefined;
};

export interface RestDisableTwoFactorInput {
  password: string;
  /** A 6-digit code from the app or an unused recovery code. */
  code: string;
}

/** The api's confirmation text and the settings the change left. */
export interface RestSettingsResult {
  message: string;
  settings: SettingsJson;
}

/** The api's confirmation text, the recovery codes (shown once) and the settings with two-factor on. */
export interface RestTwoFactorEnabledResult extends TwoFactorEnabledJson {
  message: string;
}

export async function fetchSettings(rest: RestClient): Promise<SettingsJson> {
  const { data } = await rest.get<SettingsJson>('settings');
  return data;
}

export async function updateNotificationPreferences(
  rest: RestClient,
  input: RestNotificationPreferencesInput,
): Promise<RestSettingsResult> {
  // GraphQL null means "not given": only the preferences that have a value are sent, the api keeps the others. An
  // input without any is sent empty, so the api's own refusal ("Choose at least one…") is what the person reads.
  const body: Partial<NotificationPreferencesJson> = {};
  for (const [name, value] of Object.entries(input) as Array<[keyof NotificationPreferencesJson, unknown]>)
    if (typeof value === 'boolean') body[name] = value;
  const { message, data } = await rest.patch<SettingsJson>('settings/notifications', body);
  return { message, settings: data };
}

/** Starts (or restarts) enrolment: the secret and the otpauth:// URI, not yet in force. */
export async function startTwoFactorSetup(rest: RestClient): Promise<TwoFactorSetupJson> {
  const { data } = await rest.post<TwoFactorSetupJson>('settings/two-factor/setup');
  return data;
}

export async function enableTwoFactor(rest: RestClient, code: string): Promise<RestTwoFactorEnabledResult> {
  const { message, data } = await rest.post<TwoFactorEnabledJson>('settings/two-factor/enable', { code });
  return { message, recoveryCodes: data.recoveryCodes, settings: data.settings };
}

export async function disableTwoFactor(
  rest: RestClient,
  input: RestDisableTwoFactorInput,
): Promise<RestSettingsResult> {
  const { password, code } = input;
  const { message, data } = await rest.post<SettingsJson>('settings/two-factor/disable', { password, code });
  return { message, settings: data };
}

/** The api closes the account, ends every session and clears the cookie. */
export async function closeAccount(rest: RestClient, password: string): Promise<RestMessageResult> {
  const { message } = await rest.post<null>('users/me/close', { password });
  return { message };
}
