// POST /wallets/cash-out: with the user's code, an approved agent takes money from the user's wallet within the
// user's balance and limits and earns a commission; every refusal of docs/agents.md, wrong codes counted.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_OUT_CODE_TRIES_MAX, agentMessages } from '@wallet/common/agents';
import { authMessages } from '@wallet/common/auth';
import { walletMessages } from '@wallet/common/wallet';
import type { Person } from '../test/money';
import { balanceCentsOf, expectLedgerSound, signedInPerson } from '../test/money';
import { callJson, createAccount, otherCode } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import {
  agentWithFloat,
  cashOut,
  codeFor,
  codeRowsOf,
  commissionsBalanceCents,
  journalCount,
  userWith,
} from '../test/cash';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    env: {
      LIMIT_USER_DAILY_AMOUNT: '300',
      LIMIT_USER_DAILY_COUNT: '3',
      LIMIT_USER_MONTHLY_AMOUNT: '400',
      LIMIT_USER_MONTHLY_COUNT: '4',
      // The agent's own limits are not the ones a cash out counts toward.
      LIMIT_AGENT_DAILY_AMOUNT: '1',
      LIMIT_AGENT_DAILY_COUNT: '1',
    },
  });
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

/** An agent with no float and a user holding `dollars` who has made a code for up to `codeDollars`. */
async function scene(
  dollars = 200,
  codeDollars = 50,
): Promise<{ agent: Person; user: Person; code: string }> {
  const agent = await agentWithFloat(api, 0, 'Andy Agent');
  const user = await userWith(api, dollars, 'Ursula User');
  return { agent, user, code: await codeFor(api, user, codeDollars) };
}

/** Expects a refusal that wrote nothing: same journal count, same balances. */
async function expectRefused(
  answer: Promise<{ status: number; body: { message: string } }>,
  status: number,
  message: string,
  wallets: Person[],
): Promise<void> {
  const journals = await journalCount(api);
  const balances = await Promise.all(wallets.map((person) => balanceCentsOf(api, person.walletId)));
  const settled = await answer;
  expect({ status: settled.status, message: settled.body.message }).toEqual({ status, message });
  expect(await journalCount(api)).toBe(journals);
  expect(await Promise.all(wallets.map((person) => balanceCentsOf(api, person.walletId)))).toEqual(balances);
}

async function liveCode(user: Person) {
  const rows = await codeRowsOf(api, user.user.id);
  return rows.at(-1);
}

describe('cash out', () => {
  it("when the agent cashes out 40.00 with the user's code, then the user has 160.00, the agent 40.20, the code is used and the user's allowance counts it", async () => {
    const { agent, user, code } = await scene(200, 50);
    const commissionsBefore = await commissionsBalanceCents(api);

    const answer = await cashOut(api, agent, { userId: user.user.id, amount: 40, code });

    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(agentMessages.cashedOut('$40.00', 'Ursula User'));
    expect(answer.body.message).toBe("Successfully withdrew $40.00 from Ursula User's wallet");
    expect(answer.body.data).toMatchObject({
      transaction: {
        userId: agent.user.id,
        walletId: agent.walletId,
        type: 'cash_out',
        direction: 'credit',
        status: 'completed',
        amount: 40,
        fee: 0,
        commission: 0.2,
        sender: { _id: user.user.id, name: 'Ursula User' },
        recipient: { _id: agent.user.id, name: 'Andy Agent' },
      },
      wallet: { _id: agent.walletId, balance: 40.2, dailySpentAmount: 0, dailyTransactionCount: 0 },
    });
    expect(await balanceCentsOf(api, user.walletId)).toBe(16_000);
    expect(await commissionsBalanceCents(api)).toBe(commissionsBefore - 20);
    expect((await liveCode(user))?.consumedAt).toBeInstanceOf(Date);
    const id = (answer.body.data as { transaction: { _id: string } }).transaction._id;
    const forUser = await callJson(api, 'GET', `/transactions/${id}`, { cookie: user.cookie });
    expect(forUser.body.data).toMatchObject({
      type: 'cash_out',
      direction: 'debit',
      amount: 40,
      commission: 0,
    });
    const userWallet = await callJson(api, 'GET', '/wallets/my-wallet', { cookie: user.cookie });
    expect(userWallet.body.data).toMatchObject({ dailySpentAmount: 40, dailyTransactionCount: 1 });
  });

  it('when the code covers exactly the amount, then it works', async () => {
    const { agent, user, code } = await scene(200, 50);
    expect((await cashOut(api, agent, { userId: user.user.id, amount: 50, code })).status).toBe(201);
  });

  it('when the same Idempotency-Key is sent again, then the first answer comes back even though the code is used, and a newer code is not touched', async () => {
    const { agent, user, code } = await scene(200, 50);
    const key = randomUUID();
    const first = await cashOut(api, agent, { userId: user.user.id, amount: 30, code }, key);
    const newer = await codeFor(api, user, 10);

    const again = await cashOut(api, agent, { userId: user.user.id, amount: 30, code }, key);

    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await balanceCentsOf(api, user.walletId)).toBe(17_000);
    expect(await liveCode(user)).toMatchObject({ attempts: 0, voidedAt: null, consumedAt: null });
    expect((await cashOut(api, agent, { userId: user.user.id, amount: 10, code: newer })).status).toBe(201);
  });
});

describe('cash-out codes', () => {
  it.each([
    ['missing', undefined],
    ['null', null],
    ['blank', '   '],
  ])('when the code is %s, then 400 asks for it and nothing moves', async (_case, code) => {
    const { agent, user } = await scene();
    await expectRefused(
      cashOut(api, agent, { userId: user.user.id, amount: 10, code }),
      400,
      agentMessages.codeRequired,
      [agent, user],
    );
    expect(await liveCode(user)).toMatchObject({ attempts: 0 });
  });

  it('when the code is wrong, then 400, the try stays counted though the cash out rolled back, and the right code still works', async () => {
    const { agent, user, code } = await scene();

    await expectRefused(
      cashOut(api, agent, { userId: user.user.id, amount: 10, code: otherCode(code) }),
      400,
      agentMessages.codeInvalid,
      [agent, user],
    );

    expect(await liveCode(user)).toMatchObject({ attempts: 1, voidedAt: null });
    expect((await cashOut(api, agent, { userId: user.user.id, amount: 10, code })).status).toBe(201);
  });

  it('when the code is a number or not six digits, then it is wrong too', async () => {
    const { agent, user, code } = await scene();
    await expectRefused(
      cashOut(api, agent, { userId: user.user.id, amount: 10, code: Number(code) }),
      400,
      agentMessages.codeInvalid,
      [agent, user],
    );
    await expectRefused(
      cashOut(api, agent, { userId: user.user.id, amount: 10, code: code.slice(1) }),
      400,
      agentMessages.codeInvalid,
      [agent, user],
    );
    expect(await liveCode(user)).toMatchObject({ attempts: 1 });
  });

  it('when the code has expired, then 400 "wrong or has expired" and nothing moves', async () => {
    const { agent, user, code } = await scene();
    await api.db.execute(
      sql`update cash_out_codes set expires_at = now() - interval '1 second' where user_id = ${user.user.id}`,
    );
    await expectRefused(
      cashOut(api, agent, { userId: user.user.id, amount: 10, code }),
      400,
      agentMessages.codeInvalid,
      [agent, user],
    );
  });

  it('when the code was used already, then a second cash out with it is refused', async () => {
    const { agent, user, code } = await scene();
    expect((await cashOut(api, agent, { userId: user.user.id, amount: 10, code })).status).toBe(201);
    await expectRefused(
      cashOut(api, agent, { userId: user.user.id, amount: 10, code }),
      400,
      agentMessages.codeInvalid,
      [agent, user],
    );
  });

  it('when a newer code replaced it, then the old code is refused and counts as a wrong try on the new one', async () => {
    const { agent, user, code } = await scene();
    // One time in a million the new draw repeats the old digits; draw again then, so the test always tests.
    let newer = await codeFor(api, user, 50);
    while (newer === code) newer = await codeFor(api, user, 50);
    await expectRefused(
      cashOut(api, agent, { userId: user.user.id, amount: 10, code }),
      400,
      agentMessages.codeInvalid,
      [agent, user],
    );
    expect(await liveCode(user)).toMatchObject({ attempts: 1 });
  });

  it("when another user's code is given, then it opens nothing", async () => {
    const { agent, user } = await scene();
    const stranger = await userWith(api, 100);
    const strangersCode = await codeFor(api, stranger, 50);
    await expectRefused(
      cashOut(api, agent, { userId: user.user.id, amount: 10, code: strangersCode }),
      400,
      agentMessages.codeInvalid,
      [agent, user, stranger],
    );
  });

  it('when the code is for less than the amount, then 400 "does not cover" and the code stays usable', async () => {
    const { agent, user, code } = await scene(200, 50);
    await expectRefused(
      cashOut(api, agent, { userId: user.user.id, amount: 50.01, code }),
      400,
      agentMessages.codeTooSmall,
      [agent, user],
    );
    expect(await liveCode(user)).toMatchObject({ attempts: 0, consumedAt: null, voidedAt: null });
    expect((await cashOut(api, agent, { userId: user.user.id, amount: 50, code })).status).toBe(201);
  });

  it('when five wrong codes are tried, then each is 400; the sixth try, even with the right code, is 429 and voids the code', async () => {
    const { agent, user, code } = await scene();
    for (let attempt = 1; attempt <= CASH_OUT_CODE_TRIES_MAX; attempt += 1) {
      await expectRefused(
        cashOut(api, agent, { userId: user.user.id, amount: 10, code: otherCode(code) }),
        400,
        agentMessages.codeInvalid,
        [agent, user],
      );
    }

    await expectRefused(
      cashOut(api, agent, { userId: user.user.id, amount: 10, code }),
      429,
      agentMessages.codeLocked,
      [agent, user],
    );

    expect(await liveCode(user)).toMatchObject({ attempts: 6, voidedAt: expect.any(Date) as Date });
    await expectRefused(
      cashOut(api, agent, { userId: user.user.id, amount: 10, code }),
      400,
      agentMessages.codeInvalid,
      [agent, user],
    );
    // A new code from the user starts over.
    const fresh = await codeFor(api, user, 50);
    expect((await cashOut(api, agent, { userId: user.user.id, amount: 10, code: fresh })).status).toBe(201);
  });

  it('when ten wrong codes arrive at once, then no more than five are ever compared: five 400s, one 429, the rest find no code', async () => {
    const { agent, user, code } = await scene();

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        cashOut(api, agent, { userId: user.user.id, amount: 10, code: otherCode(code) }),
      ),
    );

    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(9);
    expect(await liveCode(user)).toMatchObject({ attempts: 6, voidedAt: expect.any(Date) as Date });
    expect((await cashOut(api, agent, { userId: user.user.id, amount: 10, code })).status).toBe(400);
    expect(await balanceCentsOf(api, user.walletId)).toBe(20_000);
  });
});

describe('cash out refusals', () => {
  it("when the user's balance is short, then 400 and the code stays usable", async () => {
    const { agent, user, code } = await scene(30, 50);
    await expectRefused(
      cashOut(api, agent, { userId: user.user.id, amount: 30.01, code }),
      400,
      agentMessages.userBalanceShort,
      [agent, user],
    );
    expect(await liveCode(user)).toMatchObject({ consumedAt: null });
    expect((await cashOut(api, agent, { userId: user.user.id, amount: 30, code })).status).toBe(201);
  });

  it("when the cash out would pass the user's daily amount, then 400 names the user's limit and what remains", async () => {
    const { agent, user, code } = await scene(1000, 500);
    await api.db.execute(
      sql`update wallets set daily_spent_cents = 25000, daily_transaction_count = 1, last_daily_reset = now(),
        monthly_spent_cents = 25000, monthly_transaction_count = 1, last_monthly_reset = now()
        where id = ${user.walletId}`,
    );
    await expectRefused(
      cashOut(api, agent, { userId: user.user.id, amount: 50.01, code }),
      400,
      "This would exceed the user's daily limit of $300.00. Remaining today: $50.00",
      [agent, user],
    );
    expect((await cashOut(api, agent, { userId: user.user.id, amount: 50, code })).status).toBe(201);
  });

  it("when the user has no transactions left today or this month, then 400 names the user's count limit", async () => {
    const { agent, user, code } = await scene(1000, 500);
    await api.db.execute(
      sql`update wallets set daily_spent_cents = 100, daily_transaction_count = 3, last_daily_reset = now()
        where id = ${user.walletId}`,
    );
    await expectRefused(
      cashOut(api, agent, { userId: user.user.id, amount: 1, code }),
      400,
      "This would exceed the user's daily limit of 3 transactions. Remaining today: 0 transactions",
      [agent, user],
    );
    await api.db.execute(
      sql`update wallets set daily_transaction_count = 0, monthly_spent_cents = 100, monthly_transaction_count = 4,
        last_monthly_reset = now() where id = ${user.walletId}`,
    );
    await expectRefused(
      cashOut(api, agent, { userId: user.user.id, amount: 1, code }),
      400,
      "This would exceed the user's monthly limit of 4 transactions. Remaining this month: 0 transactions",
      [agent, user],
    );
  });

  it('when the target is an agent, an admin or the agent themselves, then 400 "for user wallets only"', async () => {
    const agent = await agentWithFloat(api, 100);
    const otherAgent = await agentWithFloat(api, 100);
    const admin = await signedInPerson(api, { role: 'admin' });
    for (const target of [otherAgent, admin, agent]) {
      await expectRefused(
        cashOut(api, agent, { userId: target.user.id, amount: 10, code: '123456' }),
        400,
        agentMessages.userWalletsOnly,
        [agent, target],
      );
    }
  });

  it.each([
    ['missing', undefined, 400, agentMessages.userIdRequired],
    ['blank', '', 400, agentMessages.userIdRequired],
    ['unknown', '00000000-0000-4000-8000-000000000000', 404, agentMessages.userNotFound],
    ['not a UUID', 'nobody', 404, agentMessages.userNotFound],
  ])('when the user id is %s, then %i', async (_case, userId, status, message) => {
    const agent = await agentWithFloat(api, 0);
    await expectRefused(cashOut(api, agent, { userId, amount: 10, code: '123456' }), status, message, [
      agent,
    ]);
  });

  it('when the user never verified their e-mail, then they are not found', async () => {
    const agent = await agentWithFloat(api, 0);
    const unverified = await createAccount(api, { role: 'user', isEmailVerified: false });
    await expectRefused(
      cashOut(api, agent, { userId: unverified.id, amount: 10, code: '123456' }),
      404,
      agentMessages.userNotFound,
      [agent],
    );
  });

  it.each([
    ['zero', 0, walletMessages.amountInvalid],
    ['negative', -10, walletMessages.amountInvalid],
    ['a string', '10', walletMessages.amountInvalid],
    ['more than two decimals', 0.001, walletMessages.amountDecimals],
    ['above the maximum', 1_000_000.01, walletMessages.amountTooLarge],
  ])(
    'when the amount is %s (%s), then 400 "%s", nothing moves and no try is counted',
    async (_case, amount, message) => {
      const { agent, user, code } = await scene();
      await expectRefused(
        cashOut(api, agent, { userId: user.user.id, amount, code: otherCode(code) }),
        400,
        message,
        [agent, user],
      );
      expect(await liveCode(user)).toMatchObject({ attempts: 0 });
    },
  );

  it("when the user's wallet is blocked, then 400; when the agent's is, then 403; the code stays usable", async () => {
    const { agent, user, code } = await scene();
    await api.db.execute(sql`update wallets set is_blocked = true where id = ${user.walletId}`);
    await expectRefused(
      cashOut(api, agent, { userId: user.user.id, amount: 10, code }),
      400,
      agentMessages.userWalletBlocked,
      [agent, user],
    );
    await api.db.execute(sql`update wallets set is_blocked = false where id = ${user.walletId}`);
    await api.db.execute(sql`update wallets set is_blocked = true where id = ${agent.walletId}`);
    await expectRefused(
      cashOut(api, agent, { userId: user.user.id, amount: 10, code }),
      403,
      walletMessages.walletBlocked,
      [agent, user],
    );
    expect(await liveCode(user)).toMatchObject({ consumedAt: null, attempts: 0 });
  });

  it('when a user or an admin calls it, then 403 "Only approved agents can do this" and no try is counted', async () => {
    const { user, code } = await scene();
    for (const role of ['user', 'admin'] as const) {
      const caller = await signedInPerson(api, { role });
      await expectRefused(
        cashOut(api, caller, { userId: user.user.id, amount: 10, code: otherCode(code) }),
        403,
        agentMessages.agentsOnly,
        [caller, user],
      );
    }
    expect(await liveCode(user)).toMatchObject({ attempts: 0 });
    const signedOut = await callJson(api, 'POST', '/wallets/cash-out', {
      body: { userId: user.user.id, amount: 10, code },
    });
    expect(signedOut.status).toBe(401);
  });

  it('when a pending or suspended agent still holds a session, then 403 "Agent not yet approved by admin." with the right code', async () => {
    const { agent, user, code } = await scene();
    await api.db.execute(sql`update users set is_approved = false where id = ${agent.user.id}`);
    await expectRefused(
      cashOut(api, agent, { userId: user.user.id, amount: 10, code }),
      403,
      authMessages.agentNotApproved,
      [agent, user],
    );
    expect(await liveCode(user)).toMatchObject({ consumedAt: null });
  });
});
