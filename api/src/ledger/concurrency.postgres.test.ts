// Under load on PostgreSQL: 50 clients, 2,000 random money operations among 20 wallets, opposite sends at the same
// moment, payouts settling (and failing) meanwhile. Every acknowledged operation is in the ledger exactly once.
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journals } from '../db/schema';
import type { JsonAnswer } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { PendingWithdrawal } from '../withdrawals/settle-withdrawal';
import { checkLedger } from './ledger-check';
import type { Person } from '../test/money';
import { addMoney, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';

const CLIENTS = 50;
const OPERATIONS = 2000;
const WALLETS = 20;

/** A small seeded generator, so a failing run can be repeated exactly. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Sent {
  person: Person;
  key: string;
  path: string;
  answer: JsonAnswer;
}

/** The refusals that load may cause: not enough money. Never a 5xx, a deadlock or a limit (raised here). */
const BUSINESS_REFUSAL = /^Insufficient balance/;

describe('money under concurrency (PostgreSQL)', () => {
  let api: TestApi;
  let people: Person[] = [];

  beforeAll(async () => {
    if (!process.env.DATABASE_URL) throw new Error('This file needs PostgreSQL: set DATABASE_URL');
    api = await startTestApi({
      env: {
        PAYOUT_DELAY_S: '0',
        RATE_LIMIT_MONEY_PER_MINUTE: '1000000',
        LIMIT_USER_DAILY_AMOUNT: '10000000',
        LIMIT_USER_DAILY_COUNT: '1000000',
        LIMIT_USER_MONTHLY_AMOUNT: '10000000',
        LIMIT_USER_MONTHLY_COUNT: '1000000',
      },
      // One payout in seven fails and is refunded while sends and withdrawals run on the same wallets.
      decidePayout: (withdrawal: PendingWithdrawal) =>
        withdrawal.amountCents % 7 === 0 ? { failed: 'Refused by the bank' } : 'completed',
      payoutPollIntervalMs: 25,
    });
    people = [];
    for (let index = 0; index < WALLETS; index += 1) {
      const person = await signedInPerson(api, { name: `Person ${index}` });
      await addMoney(api, person, 200);
      people.push(person);
    }
  });

  afterAll(async () => {
    await expectLedgerSound(api);
    await api.close();
  });

  it('when 50 clients run 2,000 random operations, then the ledger holds and each acknowledged one is in it once', async () => {
    const random = generator(20_241_122);
    const pick = () => people[Math.floor(random() * people.length)] as Person;
    const cents = (min: number, max: number) => Math.floor(min * 100 + random() * (max - min) * 100) / 100;
    const sent: Sent[] = [];
    const call = async (person: Person, path: string, body: unknown, method: 'POST' = 'POST') => {
      const key = randomUUID();
      const answer = await moneyCall(api, person, method, path, body, key);
      sent.push({ person, key, path, answer });
      return { key, answer, body };
    };
    const replays: Promise<void>[] = [];

    /** One unit of work: usually one operation; a pair of opposite sends counts as two. */
    const operations: (() => Promise<void>)[] = [];
    let planned = 0;
    while (planned < OPERATIONS) {
      const roll = random();
      const a = pick();
      let b = pick();
      while (b === a) b = pick();
      if (roll < 0.15 && planned + 2 <= OPERATIONS) {
        const [one, two] = [cents(0.01, 40), cents(0.01, 40)];
        operations.push(async () => {
          await Promise.all([
            call(a, '/wallets/send-money', { receiverId: b.user.id, amount: one }),
            call(b, '/wallets/send-money', { receiverId: a.user.id, amount: two }),
          ]);
        });
        planned += 2;
      } else if (roll < 0.6) {
        const amount = cents(0.01, 60);
        operations.push(async () => {
          const first = await call(a, '/wallets/send-money', { receiverId: b.user.id, amount });
          // Now and then the client retries an answered request with its key: it must not move money again.
          if (random() < 0.05) replays.push(replay(a, '/wallets/send-money', first));
        });
        planned += 1;
      } else if (roll < 0.75) {
        const amount = cents(10, 45);
        const method = random() < 0.5 ? 'bank' : 'card';
        operations.push(async () => {
          await call(a, '/wallets/withdraw', { amount, method });
        });
        planned += 1;
      } else {
        const amount = cents(1, 80);
        operations.push(async () => {
          await call(a, '/wallets/add-money', { amount });
        });
        planned += 1;
      }
    }

    async function replay(
      person: Person,
      path: string,
      first: { key: string; answer: JsonAnswer; body: unknown },
    ) {
      const again = await moneyCall(api, person, 'POST', path, first.body, first.key);
      if (first.answer.status === 201) {
        expect(again.status).toBe(201);
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        expect(again.body).toEqual(first.answer.body);
      } else {
        // A refusal is not remembered: the retry runs again and may now succeed.
        expect([201, 400]).toContain(again.status);
        if (again.status === 201) sent.push({ person, key: first.key, path, answer: again });
      }
    }

    let next = 0;
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (next < operations.length) {
        const operation = operations[next];
        next += 1;
        await operation?.();
      }
    });
    await Promise.all(clients);
    await Promise.all(replays);

    const statuses = new Map<number, number>();
    for (const { answer } of sent) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const unexpected = sent.filter(
      ({ answer }) =>
        answer.status !== 201 && !(answer.status === 400 && BUSINESS_REFUSAL.test(answer.body.message)),
    );
    expect(unexpected.map(({ path, answer }) => `${path} ${answer.status} ${answer.body.message}`)).toEqual(
      [],
    );
    expect(statuses.get(201) ?? 0).toBeGreaterThan(OPERATIONS / 2);

    // Let the processor settle what is still pending before reading the final figures.
    const pendingWithdrawals = () =>
      api.db.$count(journals, and(eq(journals.kind, 'withdraw'), eq(journals.status, 'pending')));
    for (let wait = 0; wait < 400 && (await pendingWithdrawals()) > 0; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await pendingWithdrawals()).toBe(0);

    const keyed = await api.db
      .select({ key: journals.idempotencyKey, initiatedBy: journals.initiatedBy })
      .from(journals)
      .where(isNotNull(journals.idempotencyKey));
    const inLedger = new Map<string, number>();
    for (const row of keyed) {
      const id = `${row.initiatedBy}:${row.key}`;
      inLedger.set(id, (inLedger.get(id) ?? 0) + 1);
    }
    const acknowledged = new Set(
      sent.filter(({ answer }) => answer.status === 201).map(({ person, key }) => `${person.user.id}:${key}`),
    );
    for (const { person, key, answer } of sent) {
      const id = `${person.user.id}:${key}`;
      expect(inLedger.get(id) ?? 0, `${answer.status} ${key}`).toBe(acknowledged.has(id) ? 1 : 0);
    }
    // Nothing is in the ledger that no client was told about (setup deposits aside).
    expect([...inLedger.keys()].filter((id) => !acknowledged.has(id))).toHaveLength(WALLETS);

    const figures = await checkLedger(api.db);
    expect(figures.breaches).toEqual([]);
    expect(figures.postingTotalCents).toBe(0);
    expect(figures.platformBalancesCents.payouts_pending).toBe(0);
  }, 120_000);
});
