// PATCH /wallets/block/:walletId (docs/admin.md): an admin blocks or unblocks a wallet, audited when the state
// changes; the owner's open session can then move no money out and nobody can pay in, until it is unblocked.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_REASON_LENGTH_MAX } from '@wallet/common/agents';
import { adminMessages } from '@wallet/common/admin';
import type { AdminWalletJson } from '@wallet/common/admin-json';
import { walletMessages } from '@wallet/common/wallet';
import { auditLog, wallets } from '../db/schema';
import type { Person } from '../test/money';
import { addMoney, balanceCentsOf, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';
import { callJson } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';

let api: TestApi;
let admin: Person;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInPerson(api, { role: 'admin', name: 'Ada Admin' });
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

const setBlocked = (walletId: string, body: unknown, cookie: string = admin.cookie) =>
  callJson(api, 'PATCH', `/wallets/block/${walletId}`, { cookie, body });

const auditRowsOfWallet = (walletId: string) =>
  api.db.select().from(auditLog).where(eq(auditLog.targetWalletId, walletId)).orderBy(auditLog.createdAt);

async function isBlockedInDatabase(walletId: string): Promise<boolean | undefined> {
  const [row] = await api.db
    .select({ isBlocked: wallets.isBlocked })
    .from(wallets)
    .where(eq(wallets.id, walletId));
  return row?.isBlocked;
}

async function funded(name: string, dollars: number): Promise<Person> {
  const person = await signedInPerson(api, { name });
  await addMoney(api, person, dollars);
  return person;
}

describe('PATCH /wallets/block/:walletId', () => {
  it('when an admin blocks a wallet, then the owner’s open session can neither send, withdraw nor add money, nobody can pay in, and unblocking restores it all', async () => {
    const owner = await funded('Olive Owner', 100);
    const friend = await funded('Fred Friend', 100);

    const blocked = await setBlocked(owner.walletId, { isBlocked: true, reason: '  Suspicious activity  ' });

    expect(blocked.status).toBe(200);
    expect(blocked.body.message).toBe(adminMessages.walletBlocked);
    expect(blocked.body.data).toMatchObject({
      _id: owner.walletId,
      userId: { _id: owner.user.id, name: 'Olive Owner', email: owner.user.email, role: 'user' },
      balance: 100,
      isBlocked: true,
      user: { _id: owner.user.id, name: 'Olive Owner', email: owner.user.email, role: 'user' },
    } satisfies Partial<AdminWalletJson>);
    expect(await auditRowsOfWallet(owner.walletId)).toMatchObject([
      {
        action: 'wallet.block',
        actorId: admin.user.id,
        targetUserId: owner.user.id,
        targetWalletId: owner.walletId,
        reason: 'Suspicious activity',
      },
    ]);

    const refusals = [
      await moneyCall(api, owner, 'POST', '/wallets/send-money', { receiverId: friend.user.id, amount: 5 }),
      await moneyCall(api, owner, 'POST', '/wallets/withdraw', { amount: 20, method: 'bank' }),
      await moneyCall(api, owner, 'POST', '/wallets/add-money', { amount: 5 }),
    ];
    expect(refusals.map(({ status, body }) => [status, body.message])).toEqual([
      [403, walletMessages.walletBlocked],
      [403, walletMessages.walletBlocked],
      [403, walletMessages.walletBlocked],
    ]);
    const payIn = await moneyCall(api, friend, 'POST', '/wallets/send-money', {
      receiverId: owner.user.id,
      amount: 5,
    });
    expect([payIn.status, payIn.body.message]).toEqual([400, walletMessages.receiverBlocked]);
    expect(await balanceCentsOf(api, owner.walletId)).toBe(10_000);
    expect(await balanceCentsOf(api, friend.walletId)).toBe(10_000);

    const unblocked = await setBlocked(owner.walletId, { isBlocked: false });

    expect(unblocked.status).toBe(200);
    expect(unblocked.body.message).toBe(adminMessages.walletUnblocked);
    expect(unblocked.body.data).toMatchObject({ _id: owner.walletId, isBlocked: false });
    expect((await auditRowsOfWallet(owner.walletId)).map(({ action, reason }) => [action, reason])).toEqual([
      ['wallet.block', 'Suspicious activity'],
      ['wallet.unblock', null],
    ]);
    const sent = await moneyCall(api, owner, 'POST', '/wallets/send-money', {
      receiverId: friend.user.id,
      amount: 5,
    });
    const received = await moneyCall(api, friend, 'POST', '/wallets/send-money', {
      receiverId: owner.user.id,
      amount: 2,
    });
    expect([sent.status, received.status]).toEqual([201, 201]);
    expect(await balanceCentsOf(api, owner.walletId)).toBe(9700);
  });

  it('when the wallet already has the state asked for, then 200 with that state and no audit row', async () => {
    const owner = await signedInPerson(api, { name: 'Steady State' });

    const unblockActive = await setBlocked(owner.walletId, { isBlocked: false, reason: 'nothing to do' });
    await setBlocked(owner.walletId, { isBlocked: true });
    const blockBlocked = await setBlocked(owner.walletId, { isBlocked: true, reason: 'again' });

    expect([unblockActive.status, unblockActive.body.message]).toEqual([200, adminMessages.walletUnblocked]);
    expect(unblockActive.body.data).toMatchObject({ _id: owner.walletId, isBlocked: false });
    expect([blockBlocked.status, blockBlocked.body.message]).toEqual([200, adminMessages.walletBlocked]);
    expect(blockBlocked.body.data).toMatchObject({ _id: owner.walletId, isBlocked: true });
    expect((await auditRowsOfWallet(owner.walletId)).map(({ action, reason }) => [action, reason])).toEqual([
      ['wallet.block', null],
    ]);
  });

  it('when an agent’s or an admin’s wallet is blocked, then the row names that owner and role', async () => {
    const agent = await signedInPerson(api, { role: 'agent', name: 'Andy Agent' });

    const answer = await setBlocked(agent.walletId, { isBlocked: true });

    expect(answer.body.data).toMatchObject({
      isBlocked: true,
      user: { _id: agent.user.id, name: 'Andy Agent', role: 'agent' },
    });
  });

  it.each([
    ['an unknown id', () => randomUUID()],
    ['a malformed id', () => 'not-a-wallet'],
    ['an almost-UUID', () => `${randomUUID()}0`],
  ])(
    'when the wallet id is %s, then 404 "Wallet not found" and nothing is written',
    async (_case, walletId) => {
      const before = await api.db.select().from(auditLog);

      const answer = await setBlocked(walletId(), { isBlocked: true });

      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 404,
        message: adminMessages.walletNotFound,
      });
      expect(await api.db.select().from(auditLog)).toEqual(before);
    },
  );

  it.each([
    ['missing', {}],
    ['the text "true"', { isBlocked: 'true' }],
    ['the number 1', { isBlocked: 1 }],
    ['null', { isBlocked: null }],
  ])('when isBlocked is %s, then 400 and the wallet is untouched', async (_case, body) => {
    const owner = await signedInPerson(api);

    const answer = await setBlocked(owner.walletId, body);

    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: {
        success: false,
        message: adminMessages.isBlocked,
        data: { code: 'VALIDATION_FAILED', field: 'isBlocked' },
      },
    });
    expect(await isBlockedInDatabase(owner.walletId)).toBe(false);
  });

  it('when the body is no JSON object, then 400 and nothing changes', async () => {
    const owner = await signedInPerson(api);
    const answer = await callJson(api, 'PATCH', `/wallets/block/${owner.walletId}`, {
      cookie: admin.cookie,
      body: [true],
    });
    expect(answer.status).toBe(400);
    expect(await isBlockedInDatabase(owner.walletId)).toBe(false);
  });

  it('when the reason is too long, then 400 and neither the wallet nor the audit log changes; 500 characters are fine', async () => {
    const owner = await signedInPerson(api);

    const tooLong = await setBlocked(owner.walletId, {
      isBlocked: true,
      reason: 'x'.repeat(AUDIT_REASON_LENGTH_MAX + 1),
    });

    expect({ status: tooLong.status, body: tooLong.body }).toEqual({
      status: 400,
      body: {
        success: false,
        message: adminMessages.reasonTooLong,
        data: { code: 'VALIDATION_FAILED', field: 'reason' },
      },
    });
    expect(await isBlockedInDatabase(owner.walletId)).toBe(false);
    expect(await auditRowsOfWallet(owner.walletId)).toEqual([]);

    const longest = await setBlocked(owner.walletId, {
      isBlocked: true,
      reason: 'é'.repeat(AUDIT_REASON_LENGTH_MAX),
    });
    expect(longest.status).toBe(200);
    expect((await auditRowsOfWallet(owner.walletId))[0]?.reason).toBe('é'.repeat(AUDIT_REASON_LENGTH_MAX));
  });

  it('when the reason is not text, then 400 and nothing changes', async () => {
    const owner = await signedInPerson(api);
    const answer = await setBlocked(owner.walletId, { isBlocked: true, reason: 42 });
    expect([answer.status, answer.body.data]).toEqual([400, { code: 'VALIDATION_FAILED', field: 'reason' }]);
    expect(await isBlockedInDatabase(owner.walletId)).toBe(false);
  });
});
