// POST /wallets/add-money with a userId: an approved agent's float → a user's wallet, with the commission from the
// platform in the same journal; every refusal of docs/agents.md with nothing written.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentMessages } from '@wallet/common/agents';
import { authMessages } from '@wallet/common/auth';
import { walletMessages } from '@wallet/common/wallet';
import { rowsOf } from '../ledger/sql-rows';
import type { Person } from '../test/money';
import { balanceCentsOf, expectLedgerSound, signedInPerson } from '../test/money';
import { callJson, createAccount, signIn } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { agentWithFloat, cashIn, commissionsBalanceCents, journalCount, userWith } from '../test/cash';

let api: TestApi;

beforeAll(async () => {
  // Agents' limits a little above what one test cashes in: cash in counts toward the agent's limits.
  api = await startTestApi({ env: { LIMIT_AGENT_DAILY_AMOUNT: '250', LIMIT_AGENT_DAILY_COUNT: '3' } });
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

async function postingsOf(journalId: string): Promise<{ kind: string; amount: number }[]> {
  const rows = await rowsOf<{ kind: string; amount: string | number }>(
    api.db,
    sql`select la.kind, p.amount_cents::text as amount from postings p
      join ledger_accounts la on la.id = p.account_id where p.journal_id = ${journalId} order by p.id`,
  );
  return rows.map((row) => ({ kind: row.kind, amount: Number(row.amount) }));
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

describe('cash in', () => {
  it('when an agent with 1,000.00 cashes in 100.00, then the user has it, the agent 900.50 with the 0.50 commission, and both see their side', async () => {
    const agent = await agentWithFloat(api, 1000, 'Andy Agent');
    const user = await userWith(api, 0, 'Ursula User');
    const commissionsBefore = await commissionsBalanceCents(api);

    const answer = await cashIn(api, agent, { userId: user.user.id, amount: 100 });

    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(agentMessages.cashedIn('$100.00', 'Ursula User'));
    expect(answer.body.message).toBe("Successfully added $100.00 to Ursula User's wallet");
    const data = answer.body.data as { transaction: { _id: string } };
    expect(answer.body.data).toMatchObject({
      transaction: {
        userId: agent.user.id,
        walletId: agent.walletId,
        type: 'cash_in',
        direction: 'debit',
        status: 'completed',
        amount: 100,
        fee: 0,
        commission: 0.5,
        sender: { _id: agent.user.id, name: 'Andy Agent' },
        recipient: { _id: user.user.id, name: 'Ursula User' },
      },
      // Float leaving the agent's wallet counts toward the agent's own limits.
      wallet: { _id: agent.walletId, balance: 900.5, dailySpentAmount: 100, dailyTransactionCount: 1 },
    });
    expect(await balanceCentsOf(api, user.walletId)).toBe(10_000);
    expect(await balanceCentsOf(api, agent.walletId)).toBe(90_050);
    expect(await commissionsBalanceCents(api)).toBe(commissionsBefore - 50);
    expect(await postingsOf(data.transaction._id)).toEqual([
      { kind: 'wallet', amount: -10_000 },
      { kind: 'wallet', amount: 10_000 },
      { kind: 'commissions', amount: -50 },
      { kind: 'wallet', amount: 50 },
    ]);

    const forUser = await callJson(api, 'GET', `/transactions/${data.transaction._id}`, {
      cookie: user.cookie,
    });
    expect(forUser.body.data).toMatchObject({
      type: 'cash_in',
      direction: 'credit',
      amount: 100,
      commission: 0,
      walletId: user.walletId,
    });
    const userHistory = await callJson(api, 'GET', '/transactions/my-history', { cookie: user.cookie });
    expect(userHistory.body.data).toMatchObject({
      data: [{ type: 'cash_in', direction: 'credit', commission: 0 }],
      summary: { totalIn: 100 },
    });
    const agentHistory = await callJson(api, 'GET', '/transactions/my-history?type=cash_in', {
      cookie: agent.cookie,
    });
    expect(agentHistory.body.data).toMatchObject({
      data: [{ type: 'cash_in', direction: 'debit', commission: 0.5 }],
    });
  });

  it.each([
    // Half a cent exactly rounds up; just under it rounds down; a commission of nothing writes no posting for it.
    [1, 0.01, 4],
    [0.99, 0, 2],
    [123.45, 0.62, 4],
  ])(
    'when %s is cashed in, then the commission is %s and the journal has %i postings',
    async (amount, commission, postings) => {
      const agent = await agentWithFloat(api, 200);
      const user = await userWith(api, 0);

      const answer = await cashIn(api, agent, { userId: user.user.id, amount });

      expect(answer.body.data).toMatchObject({ transaction: { amount, commission } });
      const id = (answer.body.data as { transaction: { _id: string } }).transaction._id;
      expect(await postingsOf(id)).toHaveLength(postings);
      expect(await balanceCentsOf(api, agent.walletId)).toBe(
        20_000 - Math.round(amount * 100) + Math.round(commission * 100),
      );
    },
  );

  it('when the agent cashes in exactly their float, then it works; a cent above it is refused with "Insufficient float. Available: …"', async () => {
    const agent = await agentWithFloat(api, 12.34);
    const user = await userWith(api, 0);

    await expectRefused(
      cashIn(api, agent, { userId: user.user.id, amount: 12.35 }),
      400,
      'Insufficient float. Available: $12.34',
      [agent, user],
    );
    const exact = await cashIn(api, agent, { userId: user.user.id, amount: 12.34 });
    expect(exact.status).toBe(201);
    // 0.5 % of 12.34 is 0.0617: the commission is 0.06, the float now that.
    expect(await balanceCentsOf(api, agent.walletId)).toBe(6);
  });

  it('when the float is only the commission just earned, then it is not enough for the next cash in', async () => {
    const agent = await agentWithFloat(api, 100);
    const user = await userWith(api, 0);
    expect((await cashIn(api, agent, { userId: user.user.id, amount: 100 })).status).toBe(201);

    await expectRefused(
      cashIn(api, agent, { userId: user.user.id, amount: 0.51 }),
      400,
      agentMessages.insufficientFloat(50),
      [agent, user],
    );
  });

  it("when the agent's cash ins reach the agent's daily count, then the next one is refused with 400 naming it, nothing written", async () => {
    const agent = await agentWithFloat(api, 100);
    const user = await userWith(api, 0);
    for (let count = 0; count < 3; count += 1) {
      expect((await cashIn(api, agent, { userId: user.user.id, amount: 20 })).status).toBe(201);
    }
    expect(await balanceCentsOf(api, user.walletId)).toBe(6000);
    await expectRefused(
      cashIn(api, agent, { userId: user.user.id, amount: 20 }),
      400,
      'This would exceed your daily limit of 3 transactions. Remaining today: 0 transactions',
      [agent, user],
    );
  });

  it("when a cash in would pass the agent's daily amount, then 400 names the agent's limit and what remains, nothing written", async () => {
    const agent = await agentWithFloat(api, 400);
    const user = await userWith(api, 0);
    expect((await cashIn(api, agent, { userId: user.user.id, amount: 200 })).status).toBe(201);
    await expectRefused(
      cashIn(api, agent, { userId: user.user.id, amount: 50.01 }),
      400,
      'This would exceed your daily limit of $250.00. Remaining today: $50.00',
      [agent, user],
    );
    expect((await cashIn(api, agent, { userId: user.user.id, amount: 50 })).status).toBe(201);
    const wallet = await callJson(api, 'GET', '/wallets/my-wallet', { cookie: agent.cookie });
    expect(wallet.body.data).toMatchObject({ dailySpentAmount: 250, dailyTransactionCount: 2 });
  });

  it('when the same Idempotency-Key is sent again, then the first answer comes back and money moves once', async () => {
    const agent = await agentWithFloat(api, 100);
    const user = await userWith(api, 0);
    const key = randomUUID();
    const first = await cashIn(api, agent, { userId: user.user.id, amount: 30 }, key);

    const again = await cashIn(api, agent, { userId: user.user.id, amount: 30 }, key);

    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await balanceCentsOf(api, user.walletId)).toBe(3000);
    const other = await cashIn(api, agent, { userId: user.user.id, amount: 31 }, key);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(walletMessages.idempotencyKeyReused);
    expect(await balanceCentsOf(api, user.walletId)).toBe(3000);
  });
});

describe('cash in refusals', () => {
  it('when the target is an agent, an admin or the agent themselves, then 400 "Cash in and cash out are for user wallets only"', async () => {
    const agent = await agentWithFloat(api, 100);
    const otherAgent = await signedInPerson(api, { role: 'agent' });
    const admin = await signedInPerson(api, { role: 'admin' });
    for (const target of [otherAgent, admin, agent]) {
      await expectRefused(
        cashIn(api, agent, { userId: target.user.id, amount: 10 }),
        400,
        agentMessages.userWalletsOnly,
        [agent, target],
      );
    }
  });

  it.each([
    ['unknown', '00000000-0000-4000-8000-000000000000'],
    ['not a UUID', 'not-an-id'],
    ['a number', 42],
  ])('when the user id is %s, then 404 "User not found"', async (_case, userId) => {
    const agent = await agentWithFloat(api, 100);
    await expectRefused(cashIn(api, agent, { userId, amount: 10 }), 404, agentMessages.userNotFound, [agent]);
  });

  it('when the user never verified their e-mail, then they are not found either', async () => {
    const agent = await agentWithFloat(api, 100);
    const unverified = await createAccount(api, { role: 'user', isEmailVerified: false });
    await expectRefused(
      cashIn(api, agent, { userId: unverified.id, amount: 10 }),
      404,
      agentMessages.userNotFound,
      [agent],
    );
  });

  it.each([[''], ['   ']])('when the user id is blank ("%s"), then 400 asks for a user', async (userId) => {
    const agent = await agentWithFloat(api, 100);
    await expectRefused(cashIn(api, agent, { userId, amount: 10 }), 400, agentMessages.userIdRequired, [
      agent,
    ]);
  });

  it.each([
    ['zero', 0, walletMessages.amountInvalid],
    ['negative', -5, walletMessages.amountInvalid],
    ['a string', '10', walletMessages.amountInvalid],
    ['missing', undefined, walletMessages.amountInvalid],
    ['more than two decimals', 10.005, walletMessages.amountDecimals],
    ['above the maximum', 1_000_000.01, walletMessages.amountTooLarge],
  ])('when the amount is %s (%s), then 400 "%s" and nothing moves', async (_case, amount, message) => {
    const agent = await agentWithFloat(api, 100);
    const user = await userWith(api, 0);
    await expectRefused(cashIn(api, agent, { userId: user.user.id, amount }), 400, message, [agent, user]);
  });

  it("when the user's wallet is blocked, then 400; when the agent's is, then 403", async () => {
    const agent = await agentWithFloat(api, 100);
    const user = await userWith(api, 0);
    await api.db.execute(sql`update wallets set is_blocked = true where id = ${user.walletId}`);
    await expectRefused(
      cashIn(api, agent, { userId: user.user.id, amount: 10 }),
      400,
      agentMessages.userWalletBlocked,
      [agent, user],
    );

    const blockedAgent = await agentWithFloat(api, 100);
    const other = await userWith(api, 0);
    await api.db.execute(sql`update wallets set is_blocked = true where id = ${blockedAgent.walletId}`);
    await expectRefused(
      cashIn(api, blockedAgent, { userId: other.user.id, amount: 10 }),
      403,
      walletMessages.walletBlocked,
      [blockedAgent, other],
    );
  });

  it('when a user or an admin names a user, then 403 "Only approved agents can do this"', async () => {
    const user = await userWith(api, 0);
    for (const role of ['user', 'admin'] as const) {
      const caller = await signedInPerson(api, { role });
      await expectRefused(
        cashIn(api, caller, { userId: user.user.id, amount: 10 }),
        403,
        agentMessages.agentsOnly,
        [caller, user],
      );
    }
  });

  it('when a pending agent still holds a session (or a suspension has not reached it), then 403 "Agent not yet approved by admin."', async () => {
    const agent = await agentWithFloat(api, 100);
    const user = await userWith(api, 0);
    await api.db.execute(sql`update users set is_approved = false where id = ${agent.user.id}`);

    await expectRefused(
      cashIn(api, agent, { userId: user.user.id, amount: 10 }),
      403,
      authMessages.agentNotApproved,
      [agent, user],
    );
  });

  it('when an admin suspends the agent, then their next cash in is refused (signed out) and moves nothing', async () => {
    const agent = await agentWithFloat(api, 100);
    const user = await userWith(api, 0);
    const admin = await createAccount(api, { role: 'admin' });
    const adminCookie = await signIn(api, admin);
    const suspended = await callJson(api, 'PATCH', `/users/suspend-agent/${agent.user.id}`, {
      cookie: adminCookie,
    });
    expect(suspended.status).toBe(200);

    await expectRefused(
      cashIn(api, agent, { userId: user.user.id, amount: 10 }),
      401,
      authMessages.notSignedIn,
      [agent, user],
    );
  });
});
