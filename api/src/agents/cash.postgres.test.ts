// Agents' money under concurrency on PostgreSQL: many cash ins at once never overdraw one agent's float, and a mixed
// run of cash ins, cash outs with fresh codes, and sends leaves a sound ledger with every acknowledged move in it once.
import { randomUUID } from 'node:crypto';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentMessages } from '@wallet/common/agents';
import { journals } from '../db/schema';
import { checkLedger } from '../ledger/ledger-check';
import type { Person } from '../test/money';
import { balanceCentsOf, expectLedgerSound, moneyCall } from '../test/money';
import type { JsonAnswer } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { agentWithFloat, cashIn, codeFor, userWith } from '../test/cash';
import { commissionCents } from './commission';

/** A small seeded generator, so a failing run can be repeated exactly. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Refusals that racing operations may legitimately cause; never a 5xx, a deadlock or a serialization failure. */
function isBusinessRefusal(message: string): boolean {
  return (
    message.startsWith('Insufficient float. Available: ') ||
    message.startsWith('Insufficient balance. Available: ') ||
    message === agentMessages.userBalanceShort
  );
}

let api: TestApi;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('This file needs PostgreSQL: set DATABASE_URL');
  api = await startTestApi({
    env: {
      RATE_LIMIT_MONEY_PER_MINUTE: '1000000',
      LIMIT_USER_DAILY_COUNT: '1000000',
      LIMIT_USER_MONTHLY_COUNT: '1000000',
      LIMIT_AGENT_DAILY_COUNT: '1000000',
      LIMIT_AGENT_MONTHLY_COUNT: '1000000',
    },
  });
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

describe('cash in and cash out under concurrency (PostgreSQL)', () => {
  it('when 40 cash ins of 5.00 arrive at once on a 100.00 float, then exactly the affordable ones succeed and the float never goes below zero', async () => {
    const agent = await agentWithFloat(api, 100);
    const users = await Promise.all(
      Array.from({ length: 8 }, (_, index) => userWith(api, 0, `User ${index}`)),
    );
    // Sequentially: each cash in needs 5.00 of float and gives back its commission.
    let floatCents = 10_000;
    let affordable = 0;
    while (floatCents >= 500) {
      floatCents += commissionCents(500, api.config.agentCommissionPpm) - 500;
      affordable += 1;
    }

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        cashIn(api, agent, { userId: users[index % users.length]?.user.id, amount: 5 }, randomUUID()),
      ),
    );

    const refused = answers.filter((answer) => answer.status !== 201);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(affordable);
    expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 400));
    for (const answer of refused) expect(answer.body.message).toMatch(/^Insufficient float\. Available: \$/);
    expect(await balanceCentsOf(api, agent.walletId)).toBe(floatCents);
    const received = await Promise.all(users.map((user) => balanceCentsOf(api, user.walletId)));
    expect(received.reduce((sum, cents) => sum + cents, 0)).toBe(affordable * 500);
  }, 60_000);

  it('when 30 clients run 400 mixed cash ins, cash outs with fresh codes and sends, then the ledger holds and each acknowledged one is in it once', async () => {
    const random = generator(20_250_505);
    const agents = await Promise.all(
      Array.from({ length: 4 }, (_, index) => agentWithFloat(api, 300, `Agent ${index}`)),
    );
    const users = await Promise.all(
      Array.from({ length: 12 }, (_, index) => userWith(api, 150, `User ${index}`)),
    );
    const pick = <T>(people: T[]) => people[Math.floor(random() * people.length)] as T;
    const dollars = (min: number, max: number) => Math.floor((min + random() * (max - min)) * 100) / 100;
    const sent: { person: Person; key: string; path: string; answer: JsonAnswer }[] = [];
    const call = async (person: Person, path: string, body: unknown) => {
      const key = randomUUID();
      const answer = await moneyCall(api, person, 'POST', path, body, key);
      sent.push({ person, key, path, answer });
      return answer;
    };

    const queues = new Map<Person, Promise<void>>();
    const oneAtATime = (person: Person, work: () => Promise<void>) => {
      const done = (queues.get(person) ?? Promise.resolve()).then(work);
      queues.set(person, done);
      return done;
    };
    const operations: (() => Promise<void>)[] = [];
    for (let planned = 0; planned < 400; planned += 1) {
      const roll = random();
      const agent = pick(agents);
      const user = pick(users);
      if (roll < 0.35) {
        const amount = dollars(0.01, 90);
        operations.push(async () => {
          await call(agent, '/wallets/add-money', { userId: user.user.id, amount });
        });
      } else if (roll < 0.7) {
        const amount = dollars(0.01, 60);
        operations.push(() =>
          // A person hands one code to one agent at a time; sends and cash ins on their wallet race on meanwhile.
          oneAtATime(user, async () => {
            const code = await codeFor(api, user, amount);
            await call(agent, '/wallets/cash-out', { userId: user.user.id, amount, code });
          }),
        );
      } else {
        let receiver = pick(users);
        while (receiver === user) receiver = pick(users);
        const amount = dollars(0.01, 50);
        operations.push(async () => {
          await call(user, '/wallets/send-money', { receiverId: receiver.user.id, amount });
        });
      }
    }

    let next = 0;
    await Promise.all(
      Array.from({ length: 30 }, async () => {
        while (next < operations.length) {
          const operation = operations[next];
          next += 1;
          await operation?.();
        }
      }),
    );

    const unexpected = sent.filter(
      ({ answer }) =>
        answer.status !== 201 && !(answer.status === 400 && isBusinessRefusal(answer.body.message)),
    );
    expect(unexpected.map(({ path, answer }) => `${path} ${answer.status} ${answer.body.message}`)).toEqual(
      [],
    );
    const succeeded = (path: string) =>
      sent.filter((item) => item.path === path && item.answer.status === 201).length;
    expect(succeeded('/wallets/add-money')).toBeGreaterThan(50);
    expect(succeeded('/wallets/cash-out')).toBeGreaterThan(50);
    expect(succeeded('/wallets/send-money')).toBeGreaterThan(50);

    const keyed = await api.db
      .select({ key: journals.idempotencyKey, initiatedBy: journals.initiatedBy })
      .from(journals)
      .where(isNotNull(journals.idempotencyKey));
    const inLedger = new Map<string, number>();
    for (const row of keyed) {
      const id = `${row.initiatedBy}:${row.key}`;
      inLedger.set(id, (inLedger.get(id) ?? 0) + 1);
    }
    for (const { person, key, answer } of sent) {
      expect(inLedger.get(`${person.user.id}:${key}`) ?? 0, `${answer.status} ${key}`).toBe(
        answer.status === 201 ? 1 : 0,
      );
    }

    const figures = await checkLedger(api.db);
    expect(figures.breaches).toEqual([]);
    expect(figures.postingTotalCents).toBe(0);
    expect(figures.platformBalancesCents.commissions).toBeLessThan(0);
  }, 120_000);
});
