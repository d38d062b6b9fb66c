// postJournal asserts the ledger's invariants before the caller commits: a broken one writes nothing.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletMessages } from '@wallet/common/wallet';
import { journals } from '../db/schema';
import { AppError } from '../http/app-error';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { lockWallets } from './locked-wallets';
import type { LockedWallet } from './locked-wallets';
import { readPlatformAccounts } from './platform-accounts';
import type { NewJournal, PostingLine } from './post-journal';
import { LedgerInvariantError, postJournal } from './post-journal';
import { addMoney, balanceCentsOf, expectLedgerSound, signedInPerson } from '../test/money';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

function deposit(walletId: string, initiatedBy: string, amountCents: number): NewJournal {
  return {
    kind: 'deposit',
    status: 'completed',
    amountCents,
    feeCents: 0,
    method: null,
    initiatedBy,
    fromWalletId: null,
    toWalletId: walletId,
    idempotencyKey: null,
    description: 'test',
  };
}

async function attempt(
  walletId: string,
  userId: string,
  lines: (walletId: string) => PostingLine[],
  pretend: (wallet: LockedWallet) => LockedWallet = (wallet) => wallet,
): Promise<unknown> {
  const platformAccounts = await readPlatformAccounts(api.db);
  try {
    await api.db.transaction(async (tx) => {
      const locked = (await lockWallets(tx, [walletId], 'UTC')).map(pretend);
      await postJournal(tx, { platformAccounts }, deposit(walletId, userId, 500), {
        lines: lines(walletId),
        locked,
      });
    });
  } catch (error) {
    return error;
  }
  return undefined;
}

async function journalsOf(walletId: string): Promise<number> {
  return (await api.db.select().from(journals).where(eq(journals.toWalletId, walletId))).length;
}

describe('postJournal', () => {
  it('when the postings do not sum to zero, then it throws and nothing is written', async () => {
    const person = await signedInPerson(api);
    const error = await attempt(person.walletId, person.user.id, (walletId) => [
      { platform: 'funding', amountCents: -500 },
      { walletId, amountCents: 501 },
    ]);
    expect(error).toBeInstanceOf(LedgerInvariantError);
    expect(await journalsOf(person.walletId)).toBe(0);
    expect(await balanceCentsOf(api, person.walletId)).toBe(0);
  });

  it('when a posting is zero or a fraction of a cent, then it throws', async () => {
    const person = await signedInPerson(api);
    for (const cents of [0, 0.5]) {
      const error = await attempt(person.walletId, person.user.id, (walletId) => [
        { platform: 'funding', amountCents: -cents },
        { walletId, amountCents: cents },
      ]);
      expect(error).toBeInstanceOf(LedgerInvariantError);
    }
  });

  it('when a wallet was not locked by the operation, then it throws', async () => {
    const person = await signedInPerson(api);
    const other = await signedInPerson(api);
    const error = await attempt(person.walletId, person.user.id, () => [
      { platform: 'funding', amountCents: -500 },
      { walletId: other.walletId, amountCents: 500 },
    ]);
    expect(error).toBeInstanceOf(LedgerInvariantError);
    expect(await balanceCentsOf(api, other.walletId)).toBe(0);
  });

  it('when the new balance is not the locked balance plus the postings, then it throws and nothing is written', async () => {
    const person = await signedInPerson(api);
    const error = await attempt(
      person.walletId,
      person.user.id,
      (walletId) => [
        { platform: 'funding', amountCents: -500 },
        { walletId, amountCents: 500 },
      ],
      (wallet) => ({ ...wallet, balanceCents: wallet.balanceCents + 1 }),
    );
    expect(error).toBeInstanceOf(LedgerInvariantError);
    expect(await balanceCentsOf(api, person.walletId)).toBe(0);
  });

  it('when a check missed a balance that would go below zero, then the CHECK refuses it as "Insufficient balance"', async () => {
    const person = await signedInPerson(api);
    await addMoney(api, person, 3);
    const error = await attempt(
      person.walletId,
      person.user.id,
      (walletId) => [
        { walletId, amountCents: -500 },
        { platform: 'payouts', amountCents: 500 },
      ],
      // As if the operation believed it had 10.00.
      (wallet) => ({ ...wallet, balanceCents: 1000 }),
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, message: walletMessages.insufficientBalance(1000) });
    expect(await balanceCentsOf(api, person.walletId)).toBe(300);
  });

  it('when the database is asked directly to take a wallet below zero, then its CHECK refuses', async () => {
    const person = await signedInPerson(api);
    await expect(
      api.db.execute(sql`update wallets set balance_cents = -1 where id = ${person.walletId}`),
    ).rejects.toThrow();
  });
});
