// GET /transactions/{id}: each party sees their own side of a journal; an admin sees any as its initiator does;
// anyone else cannot tell it exists.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletMessages } from '@wallet/common/wallet';
import { wallets } from '../db/schema';
import { callJson, createAccount, signIn } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { insertJournal, walletIdOf } from '../test/journals';

let api: TestApi;
let alice: { id: string; walletId: string; cookie: string };
let bob: { id: string; email: string; walletId: string; cookie: string };

async function person(name: string, role: 'user' | 'agent' | 'admin' = 'user') {
  const account = await createAccount(api, { name, role });
  return {
    id: account.id,
    email: account.email,
    walletId: await walletIdOf(api.db, account.id),
    cookie: await signIn(api, account),
  };
}

beforeAll(async () => {
  api = await startTestApi();
  alice = await person('Alice Sender');
  bob = await person('Bob Receiver');
});

afterAll(async () => {
  await api.close();
});

const read = (id: string, cookie: string | undefined) =>
  callJson(api, 'GET', `/transactions/${id}`, { cookie });

describe('GET /transactions/{id}', () => {
  it('when the sender and the receiver read one send, then it is send/debit for one and receive/credit for the other', async () => {
    const createdAt = new Date('2025-03-01T10:00:00.000Z');
    const id = await insertJournal(api.db, {
      kind: 'send',
      status: 'completed',
      amountCents: 2550,
      fromWalletId: alice.walletId,
      toWalletId: bob.walletId,
      initiatedBy: alice.id,
      description: 'Lunch',
      createdAt,
      updatedAt: createdAt,
    });

    const forAlice = await read(id, alice.cookie);
    const forBob = await read(id, bob.cookie);

    expect(forAlice.status).toBe(200);
    expect(forAlice.body.data).toEqual({
      _id: id,
      userId: alice.id,
      walletId: alice.walletId,
      type: 'send',
      direction: 'debit',
      status: 'completed',
      amount: 25.5,
      fee: 0,
      commission: 0,
      refunded: 0,
      method: null,
      description: 'Lunch',
      sender: { _id: alice.id, name: 'Alice Sender' },
      recipient: { _id: bob.id, name: 'Bob Receiver' },
      createdAt: createdAt.toISOString(),
      updatedAt: createdAt.toISOString(),
      settledAt: null,
      failureReason: null,
      reverses: null,
      reversedBy: [],
    });
    expect(forBob.status).toBe(200);
    expect(forBob.body.data).toMatchObject({
      _id: id,
      userId: bob.id,
      walletId: bob.walletId,
      type: 'receive',
      direction: 'credit',
      amount: 25.5,
      sender: { _id: alice.id, name: 'Alice Sender' },
      recipient: { _id: bob.id, name: 'Bob Receiver' },
    });
  });

  it('when a deposit is read, then it is a credit with no sender and the owner as recipient', async () => {
    const id = await insertJournal(api.db, {
      kind: 'deposit',
      status: 'completed',
      amountCents: 100_000_000,
      toWalletId: alice.walletId,
      initiatedBy: alice.id,
    });

    const answer = await read(id, alice.cookie);

    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      type: 'deposit',
      direction: 'credit',
      amount: 1_000_000,
      sender: null,
      recipient: { _id: alice.id, name: 'Alice Sender' },
    });
  });

  it('when a failed withdrawal is read, then it shows the method, the fee, no recipient, how it ended and the refund of amount and fee', async () => {
    const settledAt = new Date('2025-03-02T09:30:00.000Z');
    const id = await insertJournal(api.db, {
      kind: 'withdraw',
      status: 'failed',
      amountCents: 1001,
      feeCents: 300,
      method: 'card',
      fromWalletId: alice.walletId,
      initiatedBy: alice.id,
      settledAt,
      failureReason: 'The card was declined',
    });

    const answer = await read(id, alice.cookie);

    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      type: 'withdraw',
      direction: 'debit',
      status: 'failed',
      amount: 10.01,
      fee: 3,
      refunded: 13.01,
      method: 'card',
      sender: { _id: alice.id, name: 'Alice Sender' },
      recipient: null,
      settledAt: settledAt.toISOString(),
      failureReason: 'The card was declined',
    });
  });

  it('when a cash in and a cash out are read, then the wallet that receives sees a credit, the one that pays a debit, and only the agent the commission', async () => {
    const agent = await person('Pat Agent', 'agent');
    const cashIn = await insertJournal(api.db, {
      kind: 'cash_in',
      status: 'completed',
      amountCents: 5000,
      commissionCents: 25,
      fromWalletId: agent.walletId,
      toWalletId: bob.walletId,
      initiatedBy: agent.id,
    });
    const cashOut = await insertJournal(api.db, {
      kind: 'cash_out',
      status: 'completed',
      amountCents: 700,
      commissionCents: 4,
      fromWalletId: bob.walletId,
      toWalletId: agent.walletId,
      initiatedBy: agent.id,
    });

    expect((await read(cashIn, bob.cookie)).body.data).toMatchObject({
      type: 'cash_in',
      direction: 'credit',
      walletId: bob.walletId,
      sender: { _id: agent.id, name: 'Pat Agent' },
      commission: 0,
    });
    expect((await read(cashIn, agent.cookie)).body.data).toMatchObject({
      type: 'cash_in',
      direction: 'debit',
      walletId: agent.walletId,
      commission: 0.25,
    });
    expect((await read(cashOut, bob.cookie)).body.data).toMatchObject({
      type: 'cash_out',
      direction: 'debit',
      commission: 0,
    });
    expect((await read(cashOut, agent.cookie)).body.data).toMatchObject({
      type: 'cash_out',
      direction: 'credit',
      recipient: { _id: agent.id, name: 'Pat Agent' },
      commission: 0.04,
    });
  });

  it('when someone else, an unknown id or a malformed id is asked for, then each answers the same 404', async () => {
    const id = await insertJournal(api.db, {
      kind: 'send',
      status: 'completed',
      amountCents: 100,
      fromWalletId: alice.walletId,
      toWalletId: bob.walletId,
    });
    const stranger = await person('Carol Stranger');

    const answers = [
      await read(id, stranger.cookie),
      await read('00000000-0000-4000-8000-000000000000', alice.cookie),
      await read('not-a-uuid', alice.cookie),
      await read(`${id}x`, alice.cookie),
    ];

    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        success: false,
        message: walletMessages.transactionNotFound,
        data: { code: 'NOT_FOUND' },
      });
    }
  });

  it('when an admin reads transactions they are no party of, then each is seen as its initiator sees it, a blocked wallet included', async () => {
    const admin = await person('Ada Admin', 'admin');
    const agent = await person('Pam Agent', 'agent');
    const sent = await insertJournal(api.db, {
      kind: 'send',
      status: 'completed',
      amountCents: 4_200,
      fromWalletId: bob.walletId,
      toWalletId: alice.walletId,
      initiatedBy: bob.id,
    });
    const cashOut = await insertJournal(api.db, {
      kind: 'cash_out',
      status: 'completed',
      amountCents: 1_000,
      commissionCents: 5,
      fromWalletId: alice.walletId,
      toWalletId: agent.walletId,
      initiatedBy: agent.id,
    });
    await api.db.update(wallets).set({ isBlocked: true }).where(eq(wallets.id, bob.walletId));

    const forAdmin = await read(sent, admin.cookie);
    const cashOutForAdmin = await read(cashOut, admin.cookie);
    const forAlice = await read(sent, alice.cookie);
    await api.db.update(wallets).set({ isBlocked: false }).where(eq(wallets.id, bob.walletId));

    expect(forAdmin.status).toBe(200);
    // The sender's own view, with the sender embedded as SPEC.md §3's user object.
    expect(forAdmin.body.data).toEqual({
      ...((await read(sent, bob.cookie)).body.data as object),
      user: { _id: bob.id, name: 'Bob Receiver', email: bob.email },
    });
    expect(forAdmin.body.data).toMatchObject({
      userId: bob.id,
      walletId: bob.walletId,
      type: 'send',
      direction: 'debit',
      amount: 42,
      sender: { _id: bob.id, name: 'Bob Receiver' },
      recipient: { _id: alice.id, name: 'Alice Sender' },
    });
    expect(cashOutForAdmin.body.data).toMatchObject({
      userId: agent.id,
      walletId: agent.walletId,
      type: 'cash_out',
      direction: 'credit',
      commission: 0.05,
      user: { _id: agent.id, name: 'Pam Agent', email: agent.email },
    });
    // The parties still see their own side.
    expect(forAlice.body.data).toMatchObject({ userId: alice.id, type: 'receive', direction: 'credit' });
  });

  it('when an admin asks for an unknown or malformed id, then 404', async () => {
    const admin = await person('Ari Admin', 'admin');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const answer = await read(id, admin.cookie);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(walletMessages.transactionNotFound);
    }
  });

  it('when nobody is signed in, then it answers 401', async () => {
    const answer = await read('00000000-0000-4000-8000-000000000000', undefined);
    expect(answer.status).toBe(401);
  });
});
