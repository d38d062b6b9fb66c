// An agent's cash in and cash out on the one-call money path (docs/money.md): each is one round trip to the database,
// a wrong code's try is counted in that same round trip and stays counted, the answer (first or replayed) is what
// later reads show, receipts go through the transactional outbox, and the database's commission is commission.ts's.
import { randomUUID } from 'node:crypto';
import { and, eq, like, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentMessages } from '@wallet/common/agents';
import { MAX_AMOUNT_CENTS } from '@wallet/common/money';
import { outbox, users } from '../db/schema';
import { rowsOf } from '../ledger/sql-rows';
import { otherCode } from '../test/accounts';
import { agentWithFloat, cashIn, cashOut, codeFor, codeRowsOf, journalCount, userWith } from '../test/cash';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { Person } from '../test/money';
import { balanceCentsOf, expectLedgerSound, withoutOwnControls } from '../test/money';
import { countRoundTrips } from '../test/round-trips';
import { commissionCents } from './commission';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

async function quiet(...people: Person[]): Promise<void> {
  await api.db
    .update(users)
    .set({ notifyTransactions: false })
    .where(or(...people.map((person) => eq(users.id, person.user.id))));
  await api.mailIdle();
}

/**
 * Runs `call` and counts its round trips; the named statement is prepared on its connection by an earlier call. Mail
 * still in flight from the set-up (receipts, a code's mail) is waited for first, so its statements are not counted.
 */
async function counted(call: () => Promise<{ status: number; body: { message: string } }>) {
  await api.mailIdle();
  let answer = { status: 0, message: '' };
  const roundTrips = await countRoundTrips(api, async () => {
    const settled = await call();
    answer = { status: settled.status, message: settled.body.message };
  });
  return { ...answer, roundTrips };
}

describe('cash in and cash out in one round trip', () => {
  it('when an agent cashes in with an Idempotency-Key, then the database is asked at most twice (the session and the cash in)', async () => {
    const agent = await agentWithFloat(api, 100);
    const user = await userWith(api, 0);
    await quiet(agent, user);
    expect((await cashIn(api, agent, { userId: user.user.id, amount: 1 }, randomUUID())).status).toBe(201);

    const answer = await counted(() => cashIn(api, agent, { userId: user.user.id, amount: 2 }, randomUUID()));

    expect(answer.status).toBe(201);
    expect(answer.roundTrips).toBeGreaterThanOrEqual(1);
    expect(answer.roundTrips).toBeLessThanOrEqual(2);
    expect(await balanceCentsOf(api, user.walletId)).toBe(300);
  });

  it("when an agent cashes out with the user's code, then that is one round trip too (besides the session)", async () => {
    const agent = await agentWithFloat(api, 0);
    const user = await userWith(api, 100);
    await quiet(agent, user);
    const first = await codeFor(api, user, 10);
    expect((await cashOut(api, agent, { userId: user.user.id, amount: 1, code: first })).status).toBe(201);
    const code = await codeFor(api, user, 10);

    const answer = await counted(() =>
      cashOut(api, agent, { userId: user.user.id, amount: 5, code }, randomUUID()),
    );

    expect(answer.status).toBe(201);
    expect(answer.roundTrips).toBeGreaterThanOrEqual(1);
    expect(answer.roundTrips).toBeLessThanOrEqual(2);
    expect(await balanceCentsOf(api, user.walletId)).toBe(9_400);
  });

  it('when the code is wrong, then the refusal is one round trip, the try stays counted and nothing moves', async () => {
    const agent = await agentWithFloat(api, 0);
    const user = await userWith(api, 100);
    const code = await codeFor(api, user, 10);
    const journals = await journalCount(api);

    const answer = await counted(() =>
      cashOut(api, agent, { userId: user.user.id, amount: 5, code: otherCode(code) }, randomUUID()),
    );

    expect({ status: answer.status, message: answer.message }).toEqual({
      status: 400,
      message: agentMessages.codeInvalid,
    });
    expect(answer.roundTrips).toBeLessThanOrEqual(2);
    const [row] = await codeRowsOf(api, user.user.id);
    expect(row).toMatchObject({ attempts: 1, voidedAt: null, consumedAt: null });
    expect(await journalCount(api)).toBe(journals);
    expect(await balanceCentsOf(api, user.walletId)).toBe(10_000);
  });

  it('when a refusal comes from the database (the float), then it is one round trip too and nothing is written', async () => {
    const agent = await agentWithFloat(api, 1);
    const user = await userWith(api, 0);
    const answer = await counted(() =>
      cashIn(api, agent, { userId: user.user.id, amount: 1.01 }, randomUUID()),
    );
    expect({ status: answer.status, message: answer.message }).toEqual({
      status: 400,
      message: agentMessages.insufficientFloat(100),
    });
    expect(answer.roundTrips).toBeLessThanOrEqual(2);
  });
});

describe('the answers, from the rows just written', () => {
  it.each(['cash_in', 'cash_out'] as const)(
    'when a %s is sent again with its key, then the answer is the first one exactly and what later reads show',
    async (form) => {
      const agent = await agentWithFloat(api, 50, 'Ada Agent');
      const user = await userWith(api, 50, 'Uma User');
      const key = randomUUID();
      const code = form === 'cash_out' ? await codeFor(api, user, 20) : undefined;
      const call = () =>
        form === 'cash_in'
          ? cashIn(api, agent, { userId: user.user.id, amount: 12.34 }, key)
          : cashOut(api, agent, { userId: user.user.id, amount: 12.34, code }, key);

      const first = await call();
      const again = await call();

      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
      const data = first.body.data as { transaction: { _id: string }; wallet: unknown };
      const seen = await fetch(api.apiUrl(`/transactions/${data.transaction._id}`), {
        headers: { Cookie: agent.cookie },
      });
      expect(((await seen.json()) as { data: unknown }).data).toEqual(data.transaction);
      const wallet = await fetch(api.apiUrl('/wallets/my-wallet'), { headers: { Cookie: agent.cookie } });
      expect(withoutOwnControls(((await wallet.json()) as { data: unknown }).data)).toEqual(data.wallet);
      expect(await balanceCentsOf(api, user.walletId)).toBe(form === 'cash_in' ? 6_234 : 3_766);
    },
  );
});

describe('receipts through the transactional outbox', () => {
  async function receiptsTo(person: Person) {
    return api.db
      .select({ subject: outbox.subject, text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.to, person.user.email), like(outbox.subject, 'Wallet receipt: cash %')))
      .orderBy(outbox.createdAt);
  }

  it('when a cash in and a cash out commit, then the user and the agent are each mailed once, the agent with the commission, and the outbox rows are gone', async () => {
    const agent = await agentWithFloat(api, 200, 'Rita Retail');
    const user = await userWith(api, 100, 'Cleo Customer');
    const code = await codeFor(api, user, 40);
    await api.mailIdle();

    expect((await cashIn(api, agent, { userId: user.user.id, amount: 100 }, randomUUID())).status).toBe(201);
    expect((await cashOut(api, agent, { userId: user.user.id, amount: 40, code }, randomUUID())).status).toBe(
      201,
    );
    await api.mailIdle();

    const toUser = await receiptsTo(user);
    expect(toUser.map((mail) => mail.subject)).toEqual([
      'Wallet receipt: cash in of $100.00 from Rita Retail',
      'Wallet receipt: cash out of $40.00 with Rita Retail',
    ]);
    expect(toUser[0]?.text).toContain('Your new balance: $200.00');
    expect(toUser[0]?.text).not.toContain('Your commission');
    const toAgent = await receiptsTo(agent);
    expect(toAgent.map((mail) => mail.subject)).toEqual([
      'Wallet receipt: cash in of $100.00 to Cleo Customer',
      'Wallet receipt: cash out of $40.00 for Cleo Customer',
    ]);
    expect(toAgent[0]?.text).toContain('Your commission: $0.50');
    expect(toAgent[0]?.text).toContain('Your new balance: $100.50');
    expect(toAgent[1]?.text).toContain('Your commission: $0.20');
    expect(toAgent[1]?.text).toContain('Your new balance: $140.70');
    const left = await rowsOf<{ n: number }>(api.db, sql`select count(*)::int as n from receipt_outbox`);
    expect(left[0]?.n).toBe(0);
  });
});

describe('the commission in the database', () => {
  it('when money_commission rounds an amount at a rate, then it is what commissionCents gives, up to the daily cap', async () => {
    const cases: [number, number][] = [
      [10_000, 5000],
      [100, 5000],
      [99, 5000],
      [1, 5000],
      [12_345, 5000],
      [12_349, 5000],
      [MAX_AMOUNT_CENTS, 5000],
      [MAX_AMOUNT_CENTS, 100_000],
      [12_345, 0],
      [1, 1_000_000],
      [987_654, 7_777],
    ];
    for (const [amount, ppm] of cases) {
      // A wallet with no journals has earned nothing today: only the cap of 1,000,000.00 is left to cut.
      const [row] = await rowsOf<{ cents: string | number }>(
        api.db,
        sql`select money_commission(gen_random_uuid(), ${amount}::bigint,
          jsonb_build_array(${ppm}::bigint, 100000000), now())::text as cents`,
      );
      expect([amount, ppm, Number(row?.cents)]).toEqual([amount, ppm, commissionCents(amount, ppm)]);
    }
    const [capped] = await rowsOf<{ cents: string | number }>(
      api.db,
      sql`select money_commission(gen_random_uuid(), 1000000, '[5000, 1234]'::jsonb, now())::text as cents`,
    );
    expect(Number(capped?.cents)).toBe(1234);
  });
});
