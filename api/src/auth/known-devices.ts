// The browsers a person signs in from (docs/settings.md): a random 128-bit id in the long-lived httpOnly cookie
// wallet_device, its SHA-256 in known_devices per person, so a sign-in from a browser new to an account is noticed.
import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Database } from '../db/database';
import { hasOtherKnownDevice, isKnownDevice, recordKnownDevice } from './known-devices.repository';

export const DEVICE_COOKIE_NAME = 'wallet_device';
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;
const DEVICE_ID_BYTES = 16;
/** base64url of 16 bytes: 22 characters of [A-Za-z0-9_-]. */
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function newDeviceId(): string {
  return randomBytes(DEVICE_ID_BYTES).toString('base64url');
}

/** The id the browser sent, if it is one this api could have issued; anything else counts as no cookie. */
export function deviceIdOf(request: Request): string | undefined {
  const cookies = request.cookies as Record<string, unknown> | undefined;
  const id = cookies?.[DEVICE_COOKIE_NAME];
  return typeof id === 'string' && DEVICE_ID_PATTERN.test(id) ? id : undefined;
}

/** A year, whatever "remember me" says: it names the browser, not a session, and signs no one in. */
export function setDeviceCookie(response: Response, deviceId: string, options: { secure: boolean }): void {
  response.cookie(DEVICE_COOKIE_NAME, deviceId, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: options.secure,
    maxAge: DEVICE_COOKIE_SECONDS * 1000,
  });
}

function deviceHash(deviceId: string): string {
  return createHash('sha256').update(deviceId).digest('hex');
}

/**
 * Records a successful sign-in's browser; true when the person should be told: the browser is new to them and they
 * already had another. The first sign-in of an account is not news.
 */
export async function recordSignInDevice(db: Database, userId: string, deviceId: string): Promise<boolean> {
  const hash = deviceHash(deviceId);
  if (!(await recordKnownDevice(db, userId, hash))) return false;
  return hasOtherKnownDevice(db, userId, hash);
}

/** Whether this browser has signed in to the account before (or reset its password with an e-mail code). */
export async function isKnownBrowser(
  db: Database,
  userId: string | undefined,
  deviceId: string | undefined,
): Promise<boolean> {
  if (userId === undefined || deviceId === undefined) return false;
  return isKnownDevice(db, userId, deviceHash(deviceId));
}

/** A person who proved they read the account's mail (a password reset's code) makes this browser known to it. */
export async function recordTrustedDevice(db: Database, userId: string, deviceId: string): Promise<void> {
  await recordKnownDevice(db, userId, deviceHash(deviceId));
}

/** The key of a count per account and one more thing (an address, a browser); JSON, so no e-mail can collide. */
export function pairKey(email: string, other: string): string {
  return JSON.stringify([email, other]);
}

/** The key of a per-account count for one browser: its hash, never the cookie itself. */
export function deviceKey(email: string, deviceId: string): string {
  return pairKey(email, deviceHash(deviceId));
}
