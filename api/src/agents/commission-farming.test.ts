// Commission farming (docs/agents.md): an agent and a colluding user cycling deposit → cash in → withdraw collected
// 0.5 % each turn, more than the 2.50 withdrawal fee on any amount above 500.00. The agent's commission stops at a
// daily cap (AGENT_COMMISSION_DAILY_CAP, default 20.00), so the cycle run 10 times a day loses money; the cap
// holds for cash outs too and across both at once.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { WITHDRAWAL_FEE_CENTS } from '@wallet/common/constants';
import { callJson } from '../test/accounts';
import { agentWithFloat, cashIn, cashOut, codeFor, commissionsBalanceCents, userWith } from '../test/cash';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { Person } from '../test/money';
import { balanceCentsOf, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';

const started: TestApi[] = [];

afterAll(async () => {
  for (const api of started) {
    await expectLedgerSound(api);
    await api.close();
  }
});

/** Caps and limits out of the way of ten 2,000.00 cycles a day, so only the commission rule decides the outcome. */
const ROOMY = {
  LIMIT_ADD_MONEY_DAILY_AMOUNT: '100000',
  LIMIT_ADD_MONEY_MONTHLY_AMOUNT: '100000',
  LIMIT_AGENT_DAILY_AMOUNT: '100000',
  LIMIT_AGENT_MONTHLY_AMOUNT: '100000',
  LIMIT_USER_DAILY_AMOUNT: '100000',
  LIMIT_USER_MONTHLY_AMOUNT: '100000',
};

async function apiWith(env: NodeJS.ProcessEnv): Promise<TestApi> {
  const api = await startTestApi({ env });
  started.push(api);
  return api;
}

async function expectCreated(answer: Promise<{ status: number; body: { message: string } }>) {
  const settled = await answer;
  expect(settled.status, settled.body.message).toBe(201);
  return settled;
}

/**
 * The cycle, `turns` times: the agent adds `amountCents` from the bank, cashes it in to the colluder, the colluder
 * withdraws everything to the bank less the fee. Returns what both gained together, in cents, counting the bank:
 * their wallets at the end, plus what reached the bank, less what came from it.
 */
async function farm(api: TestApi, turns: number, amountCents: number): Promise<number> {
  const agent = await signedInPerson(api, { role: 'agent' });
  const colluder = await signedInPerson(api);
  const fee = WITHDRAWAL_FEE_CENTS.bank;
  let fromBank = 0;
  let toBank = 0;
  for (let turn = 0; turn < turns; turn += 1) {
    await expectCreated(
      moneyCall(api, agent, 'POST', '/wallets/add-money', { amount: amountCents / 100 }, randomUUID()),
    );
    fromBank += amountCents;
    await expectCreated(
      cashIn(api, agent, { userId: colluder.user.id, amount: amountCents / 100 }, randomUUID()),
    );
    const withdrawn = (await balanceCentsOf(api, colluder.walletId)) - fee;
    await expectCreated(
      moneyCall(
        api,
        colluder,
        'POST',
        '/wallets/withdraw',
        { amount: withdrawn / 100, method: 'bank' },
        randomUUID(),
      ),
    );
    toBank += withdrawn;
  }
  const wallets =
    (await balanceCentsOf(api, agent.walletId)) + (await balanceCentsOf(api, colluder.walletId));
  return wallets + toBank - fromBank;
}

// Thirty money calls on an api of its own each: slow on a busy machine, never timed.
describe('the deposit → cash in → withdraw cycle', { timeout: 180_000 }, () => {
  it('when the daily cap is set out of the way, then ten 2,000.00 cycles gain the pair 75.00 (10 × (10.00 − 2.50)): why the cap exists', async () => {
    const api = await apiWith({ ...ROOMY, AGENT_COMMISSION_DAILY_CAP: '1000000' });
    expect(await farm(api, 10, 200_000)).toBe(7_500);
  });

  it('when it is run 10 times under the default cap, then the agent and the colluder end with 5.00 less than they started (20.00 commission − 25.00 fees)', async () => {
    const api = await apiWith(ROOMY);
    const commissionsBefore = await commissionsBalanceCents(api);
    const gained = await farm(api, 10, 200_000);
    expect(gained).toBe(2_000 - 10 * WITHDRAWAL_FEE_CENTS.bank);
    expect(gained).toBeLessThan(0);
    // The platform paid 20.00 of commission and no more.
    expect(await commissionsBalanceCents(api)).toBe(commissionsBefore - 2_000);
  });
});

describe('the daily commission cap', { timeout: 120_000 }, () => {
  let api: TestApi;
  let agent: Person;
  let user: Person;

  it('when the cap is 1.00, then a cash in earns 0.50, the next is cut to the 0.50 left, and the one after earns nothing', async () => {
    api = await apiWith({ AGENT_COMMISSION_DAILY_CAP: '1.00' });
    agent = await agentWithFloat(api, 1000);
    user = await userWith(api, 100);
    const commissionOf = async (answer: Promise<{ status: number; body: { data: unknown } }>) => {
      const settled = await answer;
      expect(settled.status).toBe(201);
      return (settled.body.data as { transaction: { commission: number } }).transaction.commission;
    };
    expect(await commissionOf(cashIn(api, agent, { userId: user.user.id, amount: 100 }))).toBe(0.5);
    expect(await commissionOf(cashIn(api, agent, { userId: user.user.id, amount: 150 }))).toBe(0.5);
    expect(await commissionOf(cashIn(api, agent, { userId: user.user.id, amount: 100 }))).toBe(0);
    // 1,000.00 − 350.00 cashed in + 1.00 commission in all.
    expect(await balanceCentsOf(api, agent.walletId)).toBe(65_100);
  });

  it('when the cap is reached, then a cash out still moves the money but earns nothing either', async () => {
    const code = await codeFor(api, user, 50);
    const answer = await cashOut(api, agent, { userId: user.user.id, amount: 50, code });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ transaction: { type: 'cash_out', amount: 50, commission: 0 } });
    const figures = await callJson(api, 'GET', '/stats/agent?period=today', { cookie: agent.cookie });
    expect(figures.body.data).toMatchObject({ commissionEarned: 1 });
  });

  it("when another agent works the same day, then that agent's cap is their own", async () => {
    const other = await agentWithFloat(api, 200);
    const answer = await cashIn(api, other, { userId: user.user.id, amount: 100 });
    expect(answer.body.data).toMatchObject({ transaction: { commission: 0.5 } });
  });
});
