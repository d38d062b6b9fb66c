// POST /wallets/freeze, POST /wallets/unfreeze, PATCH /wallets/personal-limits (docs/freeze-and-limits.md): a person
// freezes their own wallet (nothing leaves, money still comes in), unfreezes it with the password and, when on, the
// second factor, and sets personal limits at or below the platform's (lower at once, higher only after 24 hours).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages } from '@wallet/common/settings';
import { limitAmountMessage, walletControlMessages, walletMessages } from '@wallet/common/wallet';
import type { MyWalletJson, WalletControlsJson } from '@wallet/common/wallet-json';
import { auditLog, wallets } from '../db/schema';
import { callJson } from '../test/accounts';
import { agentWithFloat, cashOut, codeFor, journalCount } from '../test/cash';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { Person } from '../test/money';
import { addMoney, balanceCentsOf, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';
import { appCode, enrolTwoFactor } from '../test/two-factor';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

const freeze = (person: Person) => callJson(api, 'POST', '/wallets/freeze', { cookie: person.cookie });
const unfreeze = (person: Person, body: unknown) =>
  callJson(api, 'POST', '/wallets/unfreeze', { cookie: person.cookie, body });
const setLimits = (person: Person, body: unknown) =>
  callJson(api, 'PATCH', '/wallets/personal-limits', { cookie: person.cookie, body });
const send = (from: Person, to: Person, amount: number, key: string = randomUUID()) =>
  moneyCall(api, from, 'POST', '/wallets/send-money', { receiverId: to.user.id, amount }, key);
const myWallet = async (person: Person) =>
  (await callJson(api, 'GET', '/wallets/my-wallet', { cookie: person.cookie })).body.data as MyWalletJson;
const auditActions = async (person: Person) =>
  (
    await api.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetUserId, person.user.id))
      .orderBy(auditLog.createdAt)
  ).map((row) => row.action);

async function funded(name: string, dollars: number): Promise<Person> {
  const person = await signedInPerson(api, { name });
  if (dollars > 0) await addMoney(api, person, dollars);
  return person;
}

describe('POST /wallets/freeze and /wallets/unfreeze', () => {
  it('when Alice freezes her wallet, then sends and withdrawals are refused with the freeze message and nothing moves, money sent to her arrives, and her password unfreezes it', async () => {
    const alice = await funded('Alice Frozen', 100);
    const bob = await funded('Bob Friend', 100);

    const frozen = await freeze(alice);
    expect(frozen.status).toBe(200);
    expect(frozen.body.message).toBe(walletControlMessages.frozen);
    expect(frozen.body.data).toMatchObject({ isFrozen: true } satisfies Partial<WalletControlsJson>);
    // Frozen is the owner's state, not an admin's block: both are shown, apart.
    expect(await myWallet(alice)).toMatchObject({ isBlocked: false, controls: { isFrozen: true } });

    const journalsBefore = await journalCount(api);
    const refusals = [
      await send(alice, bob, 5),
      await moneyCall(api, alice, 'POST', '/wallets/withdraw', { amount: 20, method: 'bank' }, randomUUID()),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(403);
      expect(refusal.body.message).toBe(walletMessages.walletFrozen);
    }
    expect(await journalCount(api)).toBe(journalsBefore);
    expect(await balanceCentsOf(api, alice.walletId)).toBe(10_000);

    // Incoming money still arrives; adding money too.
    expect((await send(bob, alice, 7)).status).toBe(201);
    await addMoney(api, alice, 3);
    expect(await balanceCentsOf(api, alice.walletId)).toBe(11_000);

    // Freezing again changes nothing and says so (idempotent 200).
    const again = await freeze(alice);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(walletControlMessages.alreadyFrozen);

    const wrong = await unfreeze(alice, { password: 'Wr0ng!pass' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(settingsMessages.passwordWrong);
    const missing = await unfreeze(alice, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(walletControlMessages.passwordRequired);
    expect((await myWallet(alice)).controls.isFrozen).toBe(true);

    const thawed = await unfreeze(alice, { password: alice.user.password });
    expect(thawed.status).toBe(200);
    expect(thawed.body.message).toBe(walletControlMessages.unfrozen);
    expect((await send(alice, bob, 5)).status).toBe(201);
    expect(await auditActions(alice)).toEqual(['wallet.freeze', 'wallet.unfreeze']);

    const notFrozen = await unfreeze(alice, { password: alice.user.password });
    expect(notFrozen.status).toBe(200);
    expect(notFrozen.body.message).toBe(walletControlMessages.notFrozen);
  });

  it('when two-factor sign-in is on, then unfreezing needs a good code as well as the password', async () => {
    const carol = await funded('Carol Careful', 10);
    const { secret } = await enrolTwoFactor(api, carol.cookie);
    expect((await freeze(carol)).status).toBe(200);

    const noCode = await unfreeze(carol, { password: carol.user.password });
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toBe(walletControlMessages.twoFactorCodeRequired);
    const badCode = await unfreeze(carol, { password: carol.user.password, twoFactorCode: '000000' });
    expect(badCode.status).toBe(400);
    expect(badCode.body.message).toBe(settingsMessages.invalidTwoFactorCode);
    const wrongPassword = await unfreeze(carol, {
      password: 'Wr0ng!pass',
      twoFactorCode: appCode(secret, 30),
    });
    expect(wrongPassword.status).toBe(400);
    expect((await myWallet(carol)).controls.isFrozen).toBe(true);

    const thawed = await unfreeze(carol, {
      password: carol.user.password,
      twoFactorCode: appCode(secret, 30),
    });
    expect(thawed.status).toBe(200);
    expect((await myWallet(carol)).controls.isFrozen).toBe(false);
  });

  it('when a send answered before the freeze is replayed with its key, then it answers as the first time; a cash out and a request payment while frozen are refused', async () => {
    const dan = await funded('Dan Replay', 100);
    const erin = await funded('Erin Payee', 0);
    const key = randomUUID();
    const first = await send(dan, erin, 10, key);
    expect(first.status).toBe(201);
    const code = await codeFor(api, dan, 30);
    const agent = await agentWithFloat(api, 0, 'Andy Frozen Agent');
    const request = await moneyCall(api, erin, 'POST', '/money-requests', {
      payerId: dan.user.id,
      amount: 5,
    });
    expect(request.status).toBe(201);
    const requestId = (request.body.data as { _id: string })._id;

    expect((await freeze(dan)).status).toBe(200);
    const replay = await send(dan, erin, 10, key);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);

    const cashOutRefusal = await cashOut(api, agent, { userId: dan.user.id, amount: 30, code });
    expect(cashOutRefusal.status).toBe(400);
    expect(cashOutRefusal.body.message).toBe(walletMessages.userWalletFrozen);
    const payRefusal = await moneyCall(
      api,
      dan,
      'POST',
      `/money-requests/${requestId}/pay`,
      undefined,
      randomUUID(),
    );
    expect(payRefusal.status).toBe(403);
    expect(payRefusal.body.message).toBe(walletMessages.walletFrozen);
    expect(await balanceCentsOf(api, dan.walletId)).toBe(9_000);
  });

  it('when an agent or an admin calls, then 403; signed out, 401', async () => {
    const agent = await agentWithFloat(api, 0, 'Agnes Agent');
    const admin = await signedInPerson(api, { role: 'admin' });
    expect((await freeze(agent)).status).toBe(403);
    expect((await freeze(admin)).status).toBe(403);
    expect((await setLimits(agent, { dailyAmount: 5 })).status).toBe(403);
    expect((await callJson(api, 'POST', '/wallets/freeze', {})).status).toBe(401);
  });
});

describe('PATCH /wallets/personal-limits', () => {
  it('when Fay lowers her daily limit to $50, then it applies at once: a $60 send is refused with her limit, $40 goes', async () => {
    const fay = await funded('Fay Limits', 200);
    const gus = await funded('Gus Payee', 0);
    const lowered = await setLimits(fay, { dailyAmount: 50 });
    expect(lowered.status).toBe(200);
    expect(lowered.body.message).toBe(walletControlMessages.limitNow('daily', 5_000));
    expect(lowered.body.data).toMatchObject({ personalDailyAmount: 50, pendingDailyAt: null });
    expect((await myWallet(fay)).limits).toMatchObject({ dailyAmount: 50, dailyRemainingAmount: 50 });

    const refused = await send(fay, gus, 60);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(limitAmountMessage('daily', 5_000, 5_000));
    expect((await send(fay, gus, 40)).status).toBe(201);
    const second = await send(fay, gus, 20);
    expect(second.body.message).toBe(limitAmountMessage('daily', 5_000, 1_000));
    expect(await balanceCentsOf(api, fay.walletId)).toBe(16_000);
    expect(await auditActions(fay)).toEqual(['wallet.personal_limits']);
  });

  it('when Ivy has lowered her limits, then the wallet a send answers with shows them as her own read does', async () => {
    const ivy = await funded('Ivy Answer', 200);
    const jon = await funded('Jon Payee', 0);
    expect((await setLimits(ivy, { dailyAmount: 50, monthlyAmount: 120 })).status).toBe(200);

    const sent = await send(ivy, jon, 10);

    expect(sent.status).toBe(201);
    const answered = (sent.body.data as { wallet: MyWalletJson }).wallet;
    expect(answered.limits).toMatchObject({
      dailyAmount: 50,
      dailyRemainingAmount: 40,
      monthlyAmount: 120,
      monthlyRemainingAmount: 110,
    });
    expect(answered.limits).toEqual((await myWallet(ivy)).limits);
  });

  it('when Hal raises or clears a limit, then it waits 24 hours (the answer says when) and applies once that time has come', async () => {
    const hal = await funded('Hal Raiser', 300);
    const ivy = await funded('Ivy Payee', 0);
    expect((await setLimits(hal, { dailyAmount: 20, monthlyAmount: '100.50' })).status).toBe(200);

    const before = Date.now();
    const raised = await setLimits(hal, { dailyAmount: 100 });
    expect(raised.status).toBe(200);
    const controls = raised.body.data as WalletControlsJson;
    expect(controls).toMatchObject({ personalDailyAmount: 20, pendingDailyAmount: 100 });
    const at = Date.parse(controls.pendingDailyAt ?? '');
    expect(at).toBeGreaterThanOrEqual(before + 24 * 3600 * 1000 - 1000);
    expect(raised.body.message).toMatch(
      /^Your daily limit becomes \$100\.00 on .+ \(a raise takes 24 hours\)\.$/,
    );
    // Still the lower limit for now.
    expect((await send(hal, ivy, 30)).status).toBe(400);

    const cleared = await setLimits(hal, { monthlyAmount: null });
    expect(cleared.body.data).toMatchObject({ personalMonthlyAmount: 100.5, pendingMonthlyAmount: null });
    expect((cleared.body.data as WalletControlsJson).pendingMonthlyAt).not.toBeNull();

    // 24 hours later (the pending moments moved into the past): both apply.
    await api.db
      .update(wallets)
      .set({
        pendingDailyLimitAt: sql`now() - interval '1 minute'`,
        pendingMonthlyLimitAt: sql`now() - interval '1 minute'`,
      })
      .where(eq(wallets.id, hal.walletId));
    expect((await myWallet(hal)).controls).toMatchObject({
      personalDailyAmount: 100,
      personalMonthlyAmount: null,
      pendingDailyAt: null,
    });
    expect((await send(hal, ivy, 90)).status).toBe(201);
    const [row] = await api.db.select().from(wallets).where(eq(wallets.id, hal.walletId));
    expect(row).toMatchObject({
      personalDailyLimitCents: 10_000,
      personalMonthlyLimitCents: null,
      pendingDailyLimitAt: null,
      pendingMonthlyLimitAt: null,
    });
  });

  it('when a lower limit follows a raise still waiting, then the lower one applies at once and the raise is dropped', async () => {
    const jo = await funded('Jo Changes', 10);
    await setLimits(jo, { dailyAmount: 20 });
    await setLimits(jo, { dailyAmount: 80 });
    const lowered = await setLimits(jo, { dailyAmount: 10 });
    expect(lowered.body.data).toMatchObject({
      personalDailyAmount: 10,
      pendingDailyAmount: null,
      pendingDailyAt: null,
    });
  });

  it('when the body is bad, then 400 with a clear message and nothing changes', async () => {
    const kim = await funded('Kim Bad Input', 10);
    const cases: Array<[unknown, string, string]> = [
      [{}, walletControlMessages.limitsEmpty, 'dailyAmount'],
      [
        { dailyAmount: 10_000.01 },
        walletControlMessages.limitAbovePlatform('daily', 1_000_000),
        'dailyAmount',
      ],
      [
        { monthlyAmount: 50_000.01 },
        walletControlMessages.limitAbovePlatform('monthly', 5_000_000),
        'monthlyAmount',
      ],
      [{ dailyAmount: 0 }, walletMessages.amountInvalid, 'dailyAmount'],
      [{ dailyAmount: -5 }, walletMessages.amountInvalid, 'dailyAmount'],
      [{ monthlyAmount: 1.005 }, walletMessages.amountDecimals, 'monthlyAmount'],
      [{ dailyAmount: 'ten' }, walletMessages.amountInvalid, 'dailyAmount'],
      [{ dailyAmount: true }, walletMessages.amountInvalid, 'dailyAmount'],
      [{ dailyAmount: 5, monthlyAmount: 0.001 }, walletMessages.amountDecimals, 'monthlyAmount'],
    ];
    for (const [body, message, field] of cases) {
      const answer = await setLimits(kim, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(answer.body.data).toMatchObject({ field });
    }
    expect((await myWallet(kim)).controls).toMatchObject({
      personalDailyAmount: null,
      personalMonthlyAmount: null,
    });
    expect(await auditActions(kim)).toEqual([]);
  });
});
