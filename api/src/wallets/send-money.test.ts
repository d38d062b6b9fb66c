// POST /wallets/send-money: sender → receiver, and every refusal of docs/money.md with nothing written.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletMessages } from '@wallet/common/wallet';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { rowsOf } from '../ledger/sql-rows';
import type { Person } from '../test/money';
import { addMoney, balanceCentsOf, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';
import { callJson } from '../test/accounts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

const send = (person: Person, body: unknown) => moneyCall(api, person, 'POST', '/wallets/send-money', body);

async function journalCount(): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(api.db, sql`select count(*)::int as count from journals`);
  return Number(row?.count);
}

async function fundedPair(senderDollars = 50): Promise<{ sender: Person; receiver: Person }> {
  const sender = await signedInPerson(api, { name: 'Sam Sender' });
  const receiver = await signedInPerson(api, { name: 'Rita Receiver' });
  await addMoney(api, sender, senderDollars);
  return { sender, receiver };
}

describe('POST /wallets/send-money', () => {
  it('when 12.34 is sent, then both balances change by it and each party sees their side', async () => {
    const { sender, receiver } = await fundedPair(50);

    const answer = await send(sender, { receiverId: receiver.user.id, amount: 12.34 });

    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Successfully sent $12.34 to Rita Receiver');
    expect(answer.body.data).toMatchObject({
      transaction: {
        type: 'send',
        direction: 'debit',
        status: 'completed',
        amount: 12.34,
        sender: { _id: sender.user.id, name: 'Sam Sender' },
        recipient: { _id: receiver.user.id, name: 'Rita Receiver' },
      },
      wallet: {
        balance: 37.66,
        dailySpentAmount: 12.34,
        dailyTransactionCount: 1,
        monthlyTransactionCount: 1,
      },
    });
    expect(await balanceCentsOf(api, sender.walletId)).toBe(3766);
    expect(await balanceCentsOf(api, receiver.walletId)).toBe(1234);
    const journalId = (answer.body.data as { transaction: { _id: string } }).transaction._id;
    const seen = await callJson(api, 'GET', `/transactions/${journalId}`, { cookie: receiver.cookie });
    expect(seen.body.data).toMatchObject({ type: 'receive', direction: 'credit', amount: 12.34 });
  });

  it('when the whole balance is sent, then the sender is left with zero', async () => {
    const { sender, receiver } = await fundedPair(20);
    expect((await send(sender, { receiverId: receiver.user.id, amount: 20 })).status).toBe(201);
    expect(await balanceCentsOf(api, sender.walletId)).toBe(0);
  });

  it('when one cent more than the balance is sent, then 400 "Insufficient balance. Available: $20.00"', async () => {
    const { sender, receiver } = await fundedPair(20);
    const before = await journalCount();

    const answer = await send(sender, { receiverId: receiver.user.id, amount: 20.01 });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Insufficient balance. Available: $20.00');
    expect(answer.body.message).toBe(walletMessages.insufficientBalance(2000));
    expect(await journalCount()).toBe(before);
    expect(await balanceCentsOf(api, sender.walletId)).toBe(2000);
  });

  it.each([
    ['missing', undefined, 400, walletMessages.receiverRequired],
    ['blank', '  ', 400, walletMessages.receiverRequired],
    ['null', null, 400, walletMessages.receiverRequired],
    ['not a UUID', 'bob', 404, walletMessages.receiverNotFound],
    ['a number', 42, 404, walletMessages.receiverNotFound],
    ['an unknown UUID', '00000000-0000-4000-8000-000000000000', 404, walletMessages.receiverNotFound],
  ])('when the receiver is %s, then %i "%s"', async (_case, receiverId, status, message) => {
    const { sender } = await fundedPair(20);
    const answer = await send(sender, { receiverId, amount: 5 });
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    expect(await balanceCentsOf(api, sender.walletId)).toBe(2000);
  });

  it('when the receiver is an agent, an admin or unverified, then 404 "Receiver not found"', async () => {
    const { sender } = await fundedPair(20);
    const agent = await signedInPerson(api, { role: 'agent' });
    const admin = await signedInPerson(api, { role: 'admin' });
    const unverified = await signedInPerson(api).then(async (person) => {
      await api.db.execute(sql`update users set is_email_verified = false where id = ${person.user.id}`);
      return person;
    });
    for (const receiver of [agent, admin, unverified]) {
      const answer = await send(sender, { receiverId: receiver.user.id, amount: 5 });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(walletMessages.receiverNotFound);
      expect(await balanceCentsOf(api, receiver.walletId)).toBe(0);
    }
  });

  it('when the sender names themself, then 400 "You cannot send money to yourself"', async () => {
    const { sender } = await fundedPair(20);
    const answer = await send(sender, { receiverId: sender.user.id.toUpperCase(), amount: 5 });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(walletMessages.sendToSelf);
  });

  it.each([
    ['zero', 0, walletMessages.amountInvalid],
    ['negative', -1, walletMessages.amountInvalid],
    ['a string', '5', walletMessages.amountInvalid],
    ['more than two decimals', 1.234, walletMessages.amountDecimals],
    ['above the maximum', 1_000_000.01, walletMessages.amountTooLarge],
  ])('when the amount is %s, then 400 "%s"', async (_case, amount, message) => {
    const { sender, receiver } = await fundedPair(20);
    const answer = await send(sender, { receiverId: receiver.user.id, amount });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await balanceCentsOf(api, receiver.walletId)).toBe(0);
  });

  it('when the sender\'s wallet is blocked, then 403 "Your wallet is blocked…"', async () => {
    const { sender, receiver } = await fundedPair(20);
    await api.db.execute(sql`update wallets set is_blocked = true where id = ${sender.walletId}`);
    const answer = await send(sender, { receiverId: receiver.user.id, amount: 5 });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(walletMessages.walletBlocked);
    expect(await balanceCentsOf(api, sender.walletId)).toBe(2000);
  });

  it('when the receiver\'s wallet is blocked, then 400 "The receiver\'s wallet is blocked…"', async () => {
    const { sender, receiver } = await fundedPair(20);
    await api.db.execute(sql`update wallets set is_blocked = true where id = ${receiver.walletId}`);
    const answer = await send(sender, { receiverId: receiver.user.id, amount: 5 });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(walletMessages.receiverBlocked);
    expect(await balanceCentsOf(api, sender.walletId)).toBe(2000);
    expect(await balanceCentsOf(api, receiver.walletId)).toBe(0);
  });

  it('when an agent or an admin sends, then 403', async () => {
    const { receiver } = await fundedPair(0.01);
    for (const role of ['agent', 'admin'] as const) {
      const caller = await signedInPerson(api, { role });
      expect((await send(caller, { receiverId: receiver.user.id, amount: 1 })).status).toBe(403);
    }
  });

  it('when two people send to each other at the same moment many times, then every cent is accounted for', async () => {
    const { sender: a, receiver: b } = await fundedPair(100);
    await addMoney(api, b, 100);
    const rounds = Array.from({ length: 10 }, () =>
      Promise.all([
        moneyCall(api, a, 'POST', '/wallets/send-money', { receiverId: b.user.id, amount: 3 }, randomUUID()),
        moneyCall(api, b, 'POST', '/wallets/send-money', { receiverId: a.user.id, amount: 1 }, randomUUID()),
      ]),
    );
    const answers = (await Promise.all(rounds)).flat();
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    expect(await balanceCentsOf(api, a.walletId)).toBe(10_000 - 2000);
    expect(await balanceCentsOf(api, b.walletId)).toBe(10_000 + 2000);
  });
});
