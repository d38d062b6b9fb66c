// Recovery codes: ten single-use codes for signing in without the authenticator app, as "abcde-23456" from a-z2-9,
// drawn from the CSPRNG and kept only as HMACs bound to their owner.
import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '@wallet/common/settings';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz23456789';
const GROUP_LENGTH = 5;

function randomGroup(): string {
  let group = '';
  // randomInt draws without modulo bias.
  for (let index = 0; index < GROUP_LENGTH; index += 1) group += ALPHABET[randomInt(0, ALPHABET.length)];
  return group;
}

/** RECOVERY_CODE_COUNT new codes, distinct, as they are shown to the person once. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(`${randomGroup()}-${randomGroup()}`);
  return [...codes];
}

export function isRecoveryCodeShaped(code: string): boolean {
  return RECOVERY_CODE_PATTERN.test(code);
}

/** Case and the dash do not matter: "ABCDE23456" is "abcde-23456". */
function canonicalRecoveryCode(code: string): string {
  return code.toLowerCase().replace('-', '');
}

/** Bound to the person, so a hash copied to another person's row matches nothing. */
export function recoveryCodeHash(key: Buffer, userId: string, code: string): string {
  return createHmac('sha256', key)
    .update(`recovery:${userId}:${canonicalRecoveryCode(code)}`)
    .digest('hex');
}
