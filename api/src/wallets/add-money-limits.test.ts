// Add money's daily and monthly caps per wallet (docs/money.md): 5,000.00 a day and 20,000.00 a month by default,
// refused with 400 naming the cap and what remains, nothing written; an agent's float top-up is capped the same way.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { addMoneyRefusal } from '../ledger/add-money-limits';
import { callJson } from '../test/accounts';
import { journalCount } from '../test/cash';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { Person } from '../test/money';
import { balanceCentsOf, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

const addMoney = (person: Person, amount: number, key: string = randomUUID()) =>
  moneyCall(api, person, 'POST', '/wallets/add-money', { amount }, key);

async function expectRefused(person: Person, amount: number, message: string): Promise<void> {
  const journals = await journalCount(api);
  const balance = await balanceCentsOf(api, person.walletId);
  const answer = await addMoney(person, amount);
  expect({ status: answer.status, message: answer.body.message, data: answer.body.data }).toEqual({
    status: 400,
    message,
    data: { code: 'LIMIT_EXCEEDED', field: 'amount' },
  });
  expect(await journalCount(api)).toBe(journals);
  expect(await balanceCentsOf(api, person.walletId)).toBe(balance);
}

describe('add money caps', () => {
  it('when a user has added 4,000.00 today, then 1,000.01 more is refused naming the daily cap, and 1,000.00 is accepted', async () => {
    const user = await signedInPerson(api);
    expect((await addMoney(user, 4000)).status).toBe(201);

    await expectRefused(
      user,
      1000.01,
      'This would exceed your daily add money limit of $5,000.00. Remaining today: $1,000.00',
    );
    expect((await addMoney(user, 1000)).status).toBe(201);
    await expectRefused(
      user,
      0.01,
      'This would exceed your daily add money limit of $5,000.00. Remaining today: $0.00',
    );
    expect(await balanceCentsOf(api, user.walletId)).toBe(500_000);
  });

  it("when an agent tops up their float past the day's cap, then it is refused the same way", async () => {
    const agent = await signedInPerson(api, { role: 'agent' });
    await expectRefused(
      agent,
      5000.01,
      'This would exceed your daily add money limit of $5,000.00. Remaining today: $5,000.00',
    );
  });

  it('when two people add money, then each wallet has its own cap', async () => {
    const [first, second] = [await signedInPerson(api), await signedInPerson(api)];
    expect((await addMoney(first, 5000)).status).toBe(201);
    expect((await addMoney(second, 5000)).status).toBe(201);
  });

  it('when the same Idempotency-Key is sent again at the cap, then the first answer comes back and nothing more is added', async () => {
    const user = await signedInPerson(api);
    const key = randomUUID();
    expect((await addMoney(user, 5000, key)).status).toBe(201);
    const again = await addMoney(user, 5000, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceCentsOf(api, user.walletId)).toBe(500_000);
  });

  it('when five deposits race for the last 2,000.00 of the day, then exactly two of 1,000.00 succeed', async () => {
    const user = await signedInPerson(api);
    expect((await addMoney(user, 3000)).status).toBe(201);
    const answers = await Promise.all(Array.from({ length: 5 }, () => addMoney(user, 1000)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 400, 400, 400]);
    expect(await balanceCentsOf(api, user.walletId)).toBe(500_000);
    const wallet = await callJson(api, 'GET', '/wallets/my-wallet', { cookie: user.cookie });
    expect(wallet.body.data).toMatchObject({ balance: 5000 });
  });
});

describe('the refusal rule', () => {
  const limits = { dailyAmountCents: 500_000, monthlyAmountCents: 2_000_000 };

  it('when the month has room but the day has not, then the daily cap is named', () => {
    const refusal = addMoneyRefusal(limits, { todayCents: 450_000, thisMonthCents: 450_000 }, 60_000);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal?.message).toBe(
      'This would exceed your daily add money limit of $5,000.00. Remaining today: $500.00',
    );
  });

  it('when the day has room but the month has not, then the monthly cap is named with what remains this month', () => {
    const refusal = addMoneyRefusal(limits, { todayCents: 0, thisMonthCents: 1_950_000 }, 50_001);
    expect(refusal?.message).toBe(
      'This would exceed your monthly add money limit of $20,000.00. Remaining this month: $500.00',
    );
    expect(refusal?.status).toBe(400);
  });

  it('when the deposit fits both exactly, then there is no refusal', () => {
    expect(addMoneyRefusal(limits, { todayCents: 0, thisMonthCents: 1_950_000 }, 50_000)).toBeNull();
  });
});
