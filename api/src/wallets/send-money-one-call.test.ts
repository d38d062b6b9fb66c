// The one-call money path (docs/money.md): a send is one round trip to the database, its prepared statement
// survives a migration, a replay is the first answer exactly, and receipts come from a transactional outbox.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../db/database';
import { outbox, receiptOutbox, users } from '../db/schema';
import { rowsOf } from '../ledger/sql-rows';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { startReceiptSweeper } from '../mail/receipt-outbox';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { countRoundTrips } from '../test/round-trips';
import type { Person } from '../test/money';
import {
  addMoney,
  balanceCentsOf,
  expectLedgerSound,
  moneyCall,
  signedInPerson,
  withoutOwnControls,
} from '../test/money';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

const send = (person: Person, body: unknown, key?: string) =>
  moneyCall(api, person, 'POST', '/wallets/send-money', body, key);

async function fundedPair(options: { receipts?: boolean } = {}) {
  const sender = await signedInPerson(api, { name: 'Olga One-Call' });
  const receiver = await signedInPerson(api, { name: 'Rui Receiver' });
  await addMoney(api, sender, 100);
  if (options.receipts === false) {
    await api.db
      .update(users)
      .set({ notifyTransactions: false })
      .where(sql`${users.id} in (${sender.user.id}, ${receiver.user.id})`);
  }
  await api.mailIdle();
  return { sender, receiver };
}

describe('POST /wallets/send-money in one round trip', () => {
  it('when a user sends with an Idempotency-Key, then the database is asked at most twice (the session and the send)', async () => {
    const { sender, receiver } = await fundedPair({ receipts: false });
    // The first send prepares the named statement on its connection; the count is of one like any other.
    expect((await send(sender, { receiverId: receiver.user.id, amount: 1 }, randomUUID())).status).toBe(201);

    let status = 0;
    const roundTrips = await countRoundTrips(api, async () => {
      status = (await send(sender, { receiverId: receiver.user.id, amount: 2 }, randomUUID())).status;
    });

    expect(status).toBe(201);
    expect(roundTrips).toBeGreaterThanOrEqual(1);
    expect(roundTrips).toBeLessThanOrEqual(2);
    expect(await balanceCentsOf(api, receiver.walletId)).toBe(300);
  });

  it('when a refusal comes from the database, then it is one round trip too and nothing is written', async () => {
    const { sender, receiver } = await fundedPair({ receipts: false });
    let answer = { status: 0, message: '' };
    const roundTrips = await countRoundTrips(api, async () => {
      const sent = await send(sender, { receiverId: receiver.user.id, amount: 100.01 }, randomUUID());
      answer = { status: sent.status, message: String(sent.body.message) };
    });
    expect(answer).toEqual({ status: 400, message: 'Insufficient balance. Available: $100.00' });
    expect(roundTrips).toBeLessThanOrEqual(2);
  });

  it('when a user adds money to their own wallet, then that is one round trip too (besides the session)', async () => {
    const { sender } = await fundedPair({ receipts: false });
    let status = 0;
    const roundTrips = await countRoundTrips(api, async () => {
      const added = await moneyCall(api, sender, 'POST', '/wallets/add-money', { amount: 5 }, randomUUID());
      status = added.status;
    });
    expect(status).toBe(201);
    expect(roundTrips).toBeGreaterThanOrEqual(1);
    expect(roundTrips).toBeLessThanOrEqual(2);
    expect(await balanceCentsOf(api, sender.walletId)).toBe(10_500);
  });

  it('when a key is sent again, then the answer is the first one exactly, marked replayed, and money moved once', async () => {
    const { sender, receiver } = await fundedPair();
    const key = randomUUID();
    const first = await send(sender, { receiverId: receiver.user.id, amount: 7.5 }, key);
    const again = await send(sender, { receiverId: receiver.user.id, amount: 7.5 }, key);

    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await balanceCentsOf(api, receiver.walletId)).toBe(750);
    // The answer is what a later read shows: the same transaction and the same wallet.
    const data = first.body.data as { transaction: { _id: string }; wallet: unknown };
    const seen = await fetch(api.apiUrl(`/transactions/${data.transaction._id}`), {
      headers: { Cookie: sender.cookie },
    });
    expect(((await seen.json()) as { data: unknown }).data).toEqual(data.transaction);
    const wallet = await fetch(api.apiUrl('/wallets/my-wallet'), { headers: { Cookie: sender.cookie } });
    expect(withoutOwnControls(((await wallet.json()) as { data: unknown }).data)).toEqual(data.wallet);
  });

  it('when the function is dropped and created again and a table it writes changes (a migration), then the prepared statement still works', async () => {
    const { sender, receiver } = await fundedPair({ receipts: false });
    for (let i = 0; i < 3; i += 1) {
      expect((await send(sender, { receiverId: receiver.user.id, amount: 1 })).status).toBe(201);
    }
    const migration = await readFile(path.join(MIGRATIONS_FOLDER, '0007_send_money_function.sql'), 'utf8');
    await api.db.execute(sql`drop function wallet_send(uuid, uuid, bigint, text, text, text, jsonb, text)`);
    await api.db.execute(sql.raw(migration));
    await api.db.execute(sql`alter table journals add column plan_probe integer`);

    for (let i = 0; i < 3; i += 1) {
      expect((await send(sender, { receiverId: receiver.user.id, amount: 1 }, randomUUID())).status).toBe(
        201,
      );
    }
    await api.db.execute(sql`alter table journals drop column plan_probe`);
    expect((await send(sender, { receiverId: receiver.user.id, amount: 1 })).status).toBe(201);
    expect(await balanceCentsOf(api, receiver.walletId)).toBe(700);
  });
});

describe('receipts through the transactional outbox', () => {
  async function receiptsTo(person: Person) {
    return api.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(and(eq(outbox.to, person.user.email), like(outbox.subject, 'Wallet receipt: you %')));
  }

  it('when a send commits, then each party is mailed once and the outbox rows are gone', async () => {
    const { sender, receiver } = await fundedPair();
    const answer = await send(sender, { receiverId: receiver.user.id, amount: 3 }, randomUUID());
    expect(answer.status).toBe(201);
    await api.mailIdle();

    expect(await receiptsTo(sender)).toEqual([{ subject: 'Wallet receipt: you sent $3.00 to Rui Receiver' }]);
    expect(await receiptsTo(receiver)).toEqual([
      { subject: 'Wallet receipt: you received $3.00 from Olga One-Call' },
    ]);
    const left = await rowsOf<{ n: number }>(api.db, sql`select count(*)::int as n from receipt_outbox`);
    expect(left[0]?.n).toBe(0);
  });

  it('when several sends commit together, then their receipts are kept and their rows deleted in a batch, not a statement each', async () => {
    const pairs = await Promise.all([1, 2, 3, 4, 5].map(() => fundedPair()));
    let statuses: number[] = [];
    const roundTrips = await countRoundTrips(api, async () => {
      const answers = await Promise.all(
        pairs.map(({ sender, receiver }) =>
          send(sender, { receiverId: receiver.user.id, amount: 1 }, randomUUID()),
        ),
      );
      statuses = answers.map((answer) => answer.status);
      await api.mailIdle();
    });

    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    for (const { sender, receiver } of pairs) {
      expect(await receiptsTo(sender)).toHaveLength(1);
      expect(await receiptsTo(receiver)).toHaveLength(1);
    }
    const left = await rowsOf<{ n: number }>(api.db, sql`select count(*)::int as n from receipt_outbox`);
    expect(left[0]?.n).toBe(0);
    // Per send at most the session and the send; then per batch one insert of its mails and one delete of its rows
    // (two batches at most, should the sends straddle a window). One statement per receipt would be 5 × 2 + 10 + 5.
    expect(roundTrips).toBeLessThanOrEqual(5 * 2 + 2 * 2);
  });

  it('when the transaction that wrote the receipts rolls back, then no receipt row stays and no mail is sent, even by the sweeper', async () => {
    const { sender, receiver } = await fundedPair();
    // Fails the send at its very last step, keeping the answer, after the receipts were written.
    await api.db.execute(
      sql.raw(`create function fail_answer() returns trigger language plpgsql as $$
        begin raise exception 'the disk is full'; end $$`),
    );
    await api.db.execute(
      sql.raw(`create trigger fail_answer before update of response_body on idempotency_keys
        for each row when (new.response_body is not null) execute function fail_answer()`),
    );
    try {
      const answer = await send(sender, { receiverId: receiver.user.id, amount: 4 }, randomUUID());
      expect(answer.status).toBe(500);
    } finally {
      await api.db.execute(sql.raw('drop trigger fail_answer on idempotency_keys'));
      await api.db.execute(sql.raw('drop function fail_answer()'));
    }
    await api.mailIdle();
    const sent: unknown[] = [];
    const sweeper = startReceiptSweeper(
      {
        db: api.db,
        mailer: { send: (message: unknown) => sent.push(message) } as unknown as Mailer,
        logger: { info: () => undefined, error: () => undefined } as unknown as Logger,
      },
      3_600_000,
      0,
    );
    await sweeper.sweep();
    await sweeper.stop();

    expect(sent).toEqual([]);
    expect(await receiptsTo(sender)).toEqual([]);
    expect(await receiptsTo(receiver)).toEqual([]);
    expect(await balanceCentsOf(api, receiver.walletId)).toBe(0);
  });

  it('when a receipt row is left behind (a crash after the commit), then the sweeper mails it once', async () => {
    const { receiver } = await fundedPair();
    await api.db.insert(receiptOutbox).values({
      receipt: {
        kind: 'receive',
        userId: receiver.user.id,
        journalId: randomUUID(),
        amountCents: 500,
        balanceCents: 500,
        counterpartyName: 'Olga One-Call',
        to: receiver.user.email,
        name: receiver.user.name,
      },
      createdAt: sql`now() - interval '2 minutes'`,
    });
    const sent: { to: string; subject: string }[] = [];
    const sweeper = startReceiptSweeper(
      {
        db: api.db,
        mailer: {
          send: (message: { to: string; subject: string }) => sent.push(message),
        } as unknown as Mailer,
        logger: { info: () => undefined, error: () => undefined } as unknown as Logger,
      },
      3_600_000,
    );
    expect(await sweeper.sweep()).toBe(1);
    expect(await sweeper.sweep()).toBe(0);
    await sweeper.stop();
    expect(sent.map(({ to, subject }) => ({ to, subject }))).toEqual([
      { to: receiver.user.email, subject: 'Wallet receipt: you received $5.00 from Olga One-Call' },
    ]);
  });
});
