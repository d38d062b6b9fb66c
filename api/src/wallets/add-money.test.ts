// POST /wallets/add-money: funding → own wallet, every bad amount refused, cash in only for agents (cash-in.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentMessages } from '@wallet/common/agents';
import { authMessages } from '@wallet/common/auth';
import { walletMessages } from '@wallet/common/wallet';
import { sql } from 'drizzle-orm';
import { callJson } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { rowsOf } from '../ledger/sql-rows';
import type { Person } from '../test/money';
import { balanceCentsOf, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';

let api: TestApi;

beforeAll(async () => {
  // Caps as high as one operation's maximum, so the maximum itself can be added (the caps: add-money-limits.test.ts).
  api = await startTestApi({
    env: { LIMIT_ADD_MONEY_DAILY_AMOUNT: '1000000', LIMIT_ADD_MONEY_MONTHLY_AMOUNT: '1000000' },
  });
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

const addMoney = (person: Person, body: unknown) =>
  moneyCall(api, person, 'POST', '/wallets/add-money', body);

async function journalCount(): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(api.db, sql`select count(*)::int as count from journals`);
  return Number(row?.count);
}

describe('POST /wallets/add-money', () => {
  it('when a user adds 25.50, then 201 with the deposit and the wallet holding it', async () => {
    const alice = await signedInPerson(api, { name: 'Alice' });

    const answer = await addMoney(alice, { amount: 25.5 });

    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(walletMessages.moneyAdded);
    expect(answer.body.data).toMatchObject({
      transaction: {
        type: 'deposit',
        direction: 'credit',
        status: 'completed',
        amount: 25.5,
        fee: 0,
        sender: null,
        recipient: { _id: alice.user.id, name: 'Alice' },
        userId: alice.user.id,
        walletId: alice.walletId,
      },
      wallet: { _id: alice.walletId, userId: alice.user.id, balance: 25.5, dailySpentAmount: 0 },
    });
    expect(await balanceCentsOf(api, alice.walletId)).toBe(2550);
  });

  it('when an agent tops up their float, then it is a deposit too', async () => {
    const agent = await signedInPerson(api, { role: 'agent' });
    const answer = await addMoney(agent, { amount: 1000 });
    expect(answer.status).toBe(201);
    expect(await balanceCentsOf(api, agent.walletId)).toBe(100_000);
  });

  it.each([
    ['missing', {}, walletMessages.amountInvalid],
    ['null', { amount: null }, walletMessages.amountInvalid],
    ['zero', { amount: 0 }, walletMessages.amountInvalid],
    ['negative', { amount: -5 }, walletMessages.amountInvalid],
    ['a string of digits', { amount: '10' }, walletMessages.amountInvalid],
    ['not a number', { amount: 'abc' }, walletMessages.amountInvalid],
    ['a boolean', { amount: true }, walletMessages.amountInvalid],
    ['more than two decimals', { amount: 10.005 }, walletMessages.amountDecimals],
    ['a tiny fraction', { amount: 0.001 }, walletMessages.amountDecimals],
    ['one cent above the maximum', { amount: 1_000_000.01 }, walletMessages.amountTooLarge],
    ['huge', { amount: 1e300 }, walletMessages.amountTooLarge],
  ])('when the amount is %s, then 400 "%s" and nothing moves', async (_case, body, message) => {
    const bob = await signedInPerson(api);
    const before = await journalCount();

    const answer = await addMoney(bob, body);

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message });
    expect(await journalCount()).toBe(before);
    expect(await balanceCentsOf(api, bob.walletId)).toBe(0);
  });

  it('when the amount is 1e400 (Infinity once parsed) or NaN-like, then 400 "Please enter a valid amount"', async () => {
    const bob = await signedInPerson(api);
    const response = await fetch(api.apiUrl('/wallets/add-money'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: bob.cookie },
      body: '{"amount": 1e400}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: walletMessages.amountInvalid });
    const nan = await fetch(api.apiUrl('/wallets/add-money'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: bob.cookie },
      body: '{"amount": NaN}',
    });
    expect(nan.status).toBe(400);
  });

  it('when exactly the maximum is added, then it is accepted', async () => {
    const rich = await signedInPerson(api);
    expect((await addMoney(rich, { amount: 1_000_000 })).status).toBe(201);
  });

  it('when a user or an admin names a userId, then 403 "Only approved agents can do this" and nothing moves', async () => {
    const other = await signedInPerson(api);
    for (const role of ['user', 'admin'] as const) {
      const caller = await signedInPerson(api, { role });
      const answer = await addMoney(caller, { amount: 10, userId: other.user.id });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(agentMessages.agentsOnly);
    }
    expect(await balanceCentsOf(api, other.walletId)).toBe(0);
  });

  it('when the wallet is blocked, then 403 "Your wallet is blocked…" and nothing moves', async () => {
    const blocked = await signedInPerson(api);
    await api.db.execute(sql`update wallets set is_blocked = true where id = ${blocked.walletId}`);
    const answer = await addMoney(blocked, { amount: 10 });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(walletMessages.walletBlocked);
    expect(await balanceCentsOf(api, blocked.walletId)).toBe(0);
  });

  it('when an admin, or nobody, calls it, then 403 and 401', async () => {
    const admin = await signedInPerson(api, { role: 'admin' });
    const refused = await addMoney(admin, { amount: 10 });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(authMessages.forbidden);
    expect(await balanceCentsOf(api, admin.walletId)).toBe(0);
    expect((await callJson(api, 'POST', '/wallets/add-money', { body: { amount: 10 } })).status).toBe(401);
  });
});
