// Authenticator-app codes (RFC 6238) as every app computes them: SHA-1, 6 digits, 30-second steps; otpauth does the
// arithmetic, this file decides which steps count.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { HOTP, Secret, TOTP } from 'otpauth';
import {
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_SECRET_BYTES,
  TOTP_WINDOW_STEPS,
} from '@wallet/common/settings';

const TOTP_ALGORITHM = 'SHA1';
const CODE_PATTERN = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/** A new secret from the CSPRNG, in base32 as apps and people type it. */
export function newTotpSecret(): string {
  // A copy, so the ArrayBuffer holds exactly these bytes (a small Buffer may be a view into a shared pool).
  return new Secret({ buffer: Uint8Array.from(randomBytes(TOTP_SECRET_BYTES)).buffer }).base32;
}

/**
 * The URI a QR code carries, in the order docs/settings.md gives. The address stays readable in an app's list
 * ("Wallet:ada@example.com"); anything else that is special in a URI is escaped.
 */
export function otpauthUrl(email: string, secret: string): string {
  const account = encodeURIComponent(email).replace(/%40/g, '@');
  const query = [
    `secret=${secret}`,
    `issuer=${encodeURIComponent(TOTP_ISSUER)}`,
    `algorithm=${TOTP_ALGORITHM}`,
    `digits=${TOTP_DIGITS}`,
    `period=${TOTP_PERIOD_SECONDS}`,
  ].join('&');
  return `otpauth://totp/${encodeURIComponent(TOTP_ISSUER)}:${account}?${query}`;
}

/** The 30-second step a moment falls in (the HOTP counter of RFC 6238). */
export function totpStepAt(timestampMs: number): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: timestampMs });
}

export function isTotpShaped(code: string): boolean {
  return CODE_PATTERN.test(code);
}

function sameCode(left: string, right: string): boolean {
  return left.length === right.length && timingSafeEqual(Buffer.from(left), Buffer.from(right));
}

/**
 * The step whose code this is, among the steps within TOTP_WINDOW_STEPS of now and later than lastUsedStep (a
 * code is good once, and an older one after a newer was used is refused); undefined when there is none.
 */
export function acceptableStep(
  secret: string,
  code: string,
  { nowMs, lastUsedStep }: { nowMs: number; lastUsedStep: number | null },
): number | undefined {
  if (!isTotpShaped(code)) return undefined;
  const key = Secret.fromBase32(secret);
  const now = totpStepAt(nowMs);
  let accepted: number | undefined;
  // Every step of the window is computed, matched or not, so the time taken says nothing about which one matched.
  for (let step = now - TOTP_WINDOW_STEPS; step <= now + TOTP_WINDOW_STEPS; step += 1) {
    const expected = HOTP.generate({
      secret: key,
      algorithm: TOTP_ALGORITHM,
      digits: TOTP_DIGITS,
      counter: step,
    });
    if (sameCode(expected, code) && (lastUsedStep === null || step > lastUsedStep)) accepted = step;
  }
  return accepted;
}
