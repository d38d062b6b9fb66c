// Two api instances on one database, each with its payout processor (docs/operations.md, "Several instances"): every
// processor takes due withdrawals with FOR UPDATE SKIP LOCKED, so racing over many due withdrawals, each is settled
// exactly once — completed or failed and refunded once — and the ledger balances. On PostgreSQL the two have their own
// pools, as two processes would; on PGlite (one process only) they share the one database and take turns.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAWAL_FEE_CENTS } from '@wallet/common/constants';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { Person } from '../test/money';
import { addMoney, balanceCentsOf, expectLedgerSound, signedInPerson } from '../test/money';
import { BANK_REFUSAL, FAILING_CENTS, withdrawalOf } from '../test/payouts';
import { rowsOf } from '../ledger/sql-rows';
import { checkLedger } from '../ledger/ledger-check';
import type { DecidePayout } from './payout-processor';

const PEOPLE = 2;
const WITHDRAWALS_PER_PERSON = 30;
const COMPLETING_CENTS = 2000;
/** Every third withdrawal fails, so refunds race too: a refund made twice would show in the wallet's balance. */
const failsAt = (index: number) => index % 3 === 2;

/** Which instance's processor settled each withdrawal (a retried transaction may ask twice; the last answer wins). */
const decidedBy = new Map<string, string>();

function decider(instance: string): DecidePayout {
  return async (withdrawal) => {
    // Yield once, as a call to a bank would, so the two processors' transactions overlap.
    await new Promise((resolve) => setImmediate(resolve));
    decidedBy.set(withdrawal.id, instance);
    return withdrawal.amountCents === FAILING_CENTS ? { failed: BANK_REFUSAL } : 'completed';
  };
}

const env = {
  // Not due while they are made: the test makes them all due at one instant.
  PAYOUT_DELAY_S: '3600',
  RATE_LIMIT_MONEY_PER_MINUTE: '10000',
  LIMIT_USER_DAILY_COUNT: '1000',
  LIMIT_USER_MONTHLY_COUNT: '10000',
};

let first: TestApi;
let second: TestApi;

beforeAll(async () => {
  first = await startTestApi({ env, decidePayout: decider('first'), payoutPollIntervalMs: 10 });
  second = await startTestApi({
    env,
    decidePayout: decider('second'),
    payoutPollIntervalMs: 10,
    sameDatabaseAs: first,
  });
});

afterAll(async () => {
  await second?.close();
  await expectLedgerSound(first);
  await first?.close();
});

async function pendingCount(): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    first.db,
    sql`select count(*)::int as count from journals where kind = 'withdraw' and status = 'pending'`,
  );
  return Number(row?.count);
}

describe('payout processors on two instances', () => {
  it('when two processors race over many due withdrawals, then each is settled exactly once and the ledger balances', async () => {
    const people: Person[] = [];
    const ids: string[] = [];
    const startCents = 200_000;
    for (let index = 0; index < PEOPLE; index += 1) {
      const person = await signedInPerson(first, { name: `Payee ${index}` });
      await addMoney(first, person, startCents / 100);
      people.push(person);
    }
    // Made through both instances, alternately.
    for (let index = 0; index < WITHDRAWALS_PER_PERSON; index += 1) {
      const made = await Promise.all(
        people.map((person, which) =>
          withdrawalOf(
            which % 2 === 0 ? first : second,
            person,
            (failsAt(index) ? FAILING_CENTS : COMPLETING_CENTS) / 100,
          ),
        ),
      );
      ids.push(...made);
    }
    const total = PEOPLE * WITHDRAWALS_PER_PERSON;
    expect(await pendingCount()).toBe(total);
    const racing = Date.now();

    // All due at one instant, for both processors.
    await first.db.execute(
      sql`update journals set created_at = created_at - interval '2 hours' where kind = 'withdraw' and status = 'pending'`,
    );
    const deadline = Date.now() + 60_000;
    while ((await pendingCount()) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    expect(await pendingCount()).toBe(0);
    console.info(`${total} due withdrawals settled by two processors in ${Date.now() - racing} ms`);
    const settled = await rowsOf<{ id: string; status: string; settlements: number }>(
      first.db,
      sql`select j.id, j.status,
            (select count(*)::int from postings p where p.journal_id = j.id) as settlements
          from journals j where j.kind = 'withdraw'`,
    );
    expect(settled).toHaveLength(total);
    const failed = Math.floor(WITHDRAWALS_PER_PERSON / 3) * PEOPLE;
    expect(settled.filter((row) => row.status === 'completed')).toHaveLength(total - failed);
    expect(settled.filter((row) => row.status === 'failed')).toHaveLength(failed);
    // A withdrawal posts 3 lines (wallet, payouts_pending, fees); its completion 2 more, its refund 3 more. A second
    // settlement of any would add lines.
    for (const row of settled) expect(row.settlements).toBe(row.status === 'completed' ? 5 : 6);
    // Each person lost exactly the completed withdrawals and their fees; failed ones came back once.
    const perPersonCompleted = WITHDRAWALS_PER_PERSON - Math.floor(WITHDRAWALS_PER_PERSON / 3);
    for (const person of people) {
      expect(await balanceCentsOf(first, person.walletId)).toBe(
        startCents - perPersonCompleted * (COMPLETING_CENTS + WITHDRAWAL_FEE_CENTS.bank),
      );
    }
    const figures = await checkLedger(first.db);
    expect(figures.breaches).toEqual([]);
    expect(figures.platformBalancesCents.payouts_pending).toBe(0);
    expect(figures.platformBalancesCents.payouts).toBe((total - failed) * COMPLETING_CENTS);
    expect(new Set(ids).size).toBe(total);
    expect(decidedBy.size).toBe(total);
    const byFirst = [...decidedBy.values()].filter((instance) => instance === 'first').length;
    // Both took part (told in the output for the record); on PostgreSQL each holds rows the other skips.
    console.info(`payouts settled: first ${byFirst}, second ${total - byFirst} of ${total}`);
    if (first.database.driver === 'postgres') {
      expect(byFirst).toBeGreaterThan(0);
      expect(byFirst).toBeLessThan(total);
    }
  }, 180_000);
});
