// wallet_send writes its Idempotency-Key once, at the end (0017_send_lean): a key that a request locking no wallet
// (a new cash-out code) commits while a send is under way must still refuse the send whole, as the key's owner
// has it. Needs PostgreSQL: two transactions at once.
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

/** Polls, on its own connection, until some backend waits for a lock in a call of wallet_send. */
async function sendWaitsForALock(watcher: pg.Client): Promise<void> {
  for (;;) {
    const { rowCount } = await watcher.query(
      `select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%wallet_send(%'`,
    );
    if (rowCount !== null && rowCount > 0) return;
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
});
