// The two-factor forms' yup rules (the api checks the same), apart from settings.ts so that the constants and texts
// the dashboards import (the tour's, the sidebar's) do not bring yup into their JavaScript.
import * as yup from 'yup';
import { RECOVERY_CODE_PATTERN, TOTP_DIGITS, settingsMessages } from './settings';

/** The forms' rules (the api checks the same). */
export const totpCodeSchema = yup
  .string()
  .trim()
  .required(settingsMessages.codeFormat)
  .matches(new RegExp(`^\\d{${TOTP_DIGITS}}$`), settingsMessages.codeFormat);

/** A sign-in or disabling code: 6 digits or a recovery code. */
export const twoFactorCodeSchema = yup
  .string()
  .trim()
  .required(settingsMessages.codeOrRecoveryFormat)
  .test(
    'code-or-recovery',
    settingsMessages.codeOrRecoveryFormat,
    (value) => value === undefined || /^\d{6}$/.test(value) || RECOVERY_CODE_PATTERN.test(value),
  );
