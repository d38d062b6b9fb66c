// Test-only helpers for money calls: signed-in people with wallets, money requests with keys, ledger checks.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Role } from '@wallet/common/auth';
import { wallets } from '../db/schema';
import type { JsonAnswer } from './accounts';
import { callJson, createAccount, signIn } from './accounts';
import type { TestApi } from './harness';
import type { User } from '../people/user';
import { checkLedger } from '../ledger/ledger-check';

export interface Person {
  user: User & { password: string };
  cookie: string;
  walletId: string;
}

export async function signedInPerson(
  api: TestApi,
  options: { role?: Role; name?: string; isEmailVerified?: boolean } = {},
): Promise<Person> {
  const user = await createAccount(api, options);
  const cookie = await signIn(api, user);
  const [wallet] = await api.db.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, user.id));
  if (wallet === undefined) throw new Error(`no wallet for ${user.email}`);
  return { user, cookie, walletId: wallet.id };
}

export function moneyCall(
  api: TestApi,
  person: Pick<Person, 'cookie'>,
  method: 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  idempotencyKey?: string,
): Promise<JsonAnswer> {
  return callJson(api, method, path, {
    cookie: person.cookie,
    ...(body === undefined ? {} : { body }),
    ...(idempotencyKey === undefined ? {} : { headers: { 'Idempotency-Key': idempotencyKey } }),
  });
}

/** Adds money and fails the test unless it worked. */
export async function addMoney(api: TestApi, person: Person, amount: number): Promise<JsonAnswer> {
  const answer = await moneyCall(api, person, 'POST', '/wallets/add-money', { amount }, randomUUID());
  if (answer.status !== 201) throw new Error(`add money failed: ${answer.status} ${answer.body.message}`);
  return answer;
}

export async function balanceCentsOf(api: TestApi, walletId: string): Promise<number> {
  const [wallet] = await api.db
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.id, walletId));
  if (wallet === undefined) throw new Error(`no wallet ${walletId}`);
  return wallet.balanceCents;
}

/** Put in afterAll of every money test file: whatever the tests did, the ledger still holds. */
export async function expectLedgerSound(api: TestApi): Promise<void> {
  const figures = await checkLedger(api.db);
  expect(figures.breaches).toEqual([]);
  expect(figures.postingTotalCents).toBe(0);
}

/**
 * A `/wallets/my-wallet` answer without the owner's own controls (freeze, personal limits: docs/freeze-and-limits.md),
 * which only that read carries: the rest is what a money call answers with.
 */
export function withoutOwnControls(wallet: unknown): unknown {
  if (typeof wallet !== 'object' || wallet === null) return wallet;
  const { controls: _controls, ...rest } = wallet as Record<string, unknown>;
  return rest;
}
