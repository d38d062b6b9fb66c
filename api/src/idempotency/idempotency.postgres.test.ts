// wallet_send writes its Idempotency-Key once, at the end (0017_send_lean): a key that a request locking no wallet
// (a new cash-out code) commits while a send is under way must still refuse the send whole, as the key's owner
// has it; twins with one key that both wait for the sender's wallet move the money once; a send that waited for its
// wallet decides on what the lock read, not on what was there before. Needs PostgreSQL: two transactions at once.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletMessages } from '@wallet/common/wallet';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { addMoney, balanceCentsOf, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';

let api: TestApi;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('This file needs PostgreSQL: set DATABASE_URL');
  api = await startTestApi();
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

/** Polls, on its own connection, until `count` backends (one unless told) wait for a lock in a call of wallet_send. */
async function sendWaitsForALock(watcher: pg.Client, count = 1): Promise<void> {
  for (;;) {
    const { rowCount } = await watcher.query(
      `select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%wallet_send(%'`,
    );
    if (rowCount !== null && rowCount >= count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('Idempotency-Key of a send against another transaction (PostgreSQL)', () => {
  it('when another request commits the same key while the send is under way, then the send is refused 409 and nothing moves', async () => {
    const alice = await signedInPerson(api);
    const bob = await signedInPerson(api);
    await addMoney(api, alice, 10);
    const key = randomUUID();
    const other = new pg.Client({ connectionString: api.config.databaseUrl });
    const watcher = new pg.Client({ connectionString: api.config.databaseUrl });
    await other.connect();
    await watcher.connect();
    try {
      await other.query('begin');
      await other.query(
        `insert into idempotency_keys (user_id, key, fingerprint, response_status, response_body, expires_at)
         values ($1, $2, 'another request', 201, '{}', now() + interval '1 day')`,
        [alice.user.id, key],
      );
      const sending = moneyCall(
        api,
        alice,
        'POST',
        '/wallets/send-money',
        { receiverId: bob.user.id, amount: 4 },
        key,
      );
      await sendWaitsForALock(watcher);
      await other.query('commit');

      const sent = await sending;

      expect(sent.status).toBe(409);
      expect(sent.body.message).toBe(walletMessages.idempotencyKeyReused);
      expect(await balanceCentsOf(api, alice.walletId)).toBe(1000);
      expect(await balanceCentsOf(api, bob.walletId)).toBe(0);
    } finally {
      await other.end();
      await watcher.end();
    }
  });

  it("when twins with one key both wait for the sender's wallet, then money moves once and the replay leaves no journal or posting behind", async () => {
    const alice = await signedInPerson(api);
    const bob = await signedInPerson(api);
    await addMoney(api, alice, 10);
    const key = randomUUID();
    const holder = new pg.Client({ connectionString: api.config.databaseUrl });
    const watcher = new pg.Client({ connectionString: api.config.databaseUrl });
    await holder.connect();
    await watcher.connect();
    const count = async (sql: string) =>
      Number((await watcher.query<{ n: string }>(sql, [alice.walletId])).rows[0]?.n);
    const journalsOfAlice = () =>
      count('select count(*) as n from journals where from_wallet_id = $1 or to_wallet_id = $1');
    const postingsOfAlice = () => count('select count(*) as n from postings where account_id = $1');
    try {
      const journalsBefore = await journalsOfAlice();
      const postingsBefore = await postingsOfAlice();
      // Alice's wallet held by another transaction: both twins wait for its lock.
      await holder.query('begin');
      await holder.query('select 1 from wallets where id = $1 for no key update', [alice.walletId]);
      const send = () =>
        moneyCall(api, alice, 'POST', '/wallets/send-money', { receiverId: bob.user.id, amount: 4 }, key);
      const twins = [send(), send()];
      await sendWaitsForALock(watcher, 2);
      await holder.query('commit');

      const answers = await Promise.all(twins);

      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(
        1,
      );
      expect(answers[1]?.body).toEqual(answers[0]?.body);
      expect(await balanceCentsOf(api, alice.walletId)).toBe(600);
      expect(await balanceCentsOf(api, bob.walletId)).toBe(400);
      expect(await journalsOfAlice()).toBe(journalsBefore + 1);
      expect(await postingsOfAlice()).toBe(postingsBefore + 1);
      expect(
        await count(
          `select count(*) as n from postings p where p.account_id = $1 and not exists (select 1 from journals j where j.id = p.journal_id)`,
        ),
      ).toBe(0);
    } finally {
      await holder.end();
      await watcher.end();
    }
  });

  it('when the sender was short of money until a deposit committed while the send waited for the wallet, then the send goes through', async () => {
    const alice = await signedInPerson(api);
    const bob = await signedInPerson(api);
    await addMoney(api, alice, 10);
    const holder = new pg.Client({ connectionString: api.config.databaseUrl });
    const watcher = new pg.Client({ connectionString: api.config.databaseUrl });
    await holder.connect();
    await watcher.connect();
    const journalsOfAlice = async () =>
      Number(
        (
          await watcher.query<{ n: string }>(
            'select count(*) as n from journals where from_wallet_id = $1 or to_wallet_id = $1',
            [alice.walletId],
          )
        ).rows[0]?.n,
      );
    try {
      const journalsBefore = await journalsOfAlice();
      // A deposit of 10.00 still uncommitted when the send of 15.00 (more than the 10.00 committed) starts.
      const limits = JSON.stringify({
        user: [10 ** 12, 10 ** 6, 10 ** 12, 10 ** 6],
        agent: [10 ** 12, 10 ** 6, 10 ** 12, 10 ** 6],
      });
      await holder.query('begin');
      await holder.query(
        `select wallet_add_money($1, 1000, null, null, 'UTC', $2::jsonb, '[100000000, 100000000]'::jsonb, null)`,
        [alice.user.id, limits],
      );
      const sending = moneyCall(api, alice, 'POST', '/wallets/send-money', {
        receiverId: bob.user.id,
        amount: 15,
      });
      await sendWaitsForALock(watcher);
      await holder.query('commit');

      const sent = await sending;

      expect(sent.status).toBe(201);
      expect(await balanceCentsOf(api, alice.walletId)).toBe(500);
      expect(await balanceCentsOf(api, bob.walletId)).toBe(1500);
      expect(await journalsOfAlice()).toBe(journalsBefore + 2);
    } finally {
      await holder.end();
      await watcher.end();
    }
  });
});
