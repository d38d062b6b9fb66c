// POST /users/me/close (docs/settings.md): every refusal with nothing changed, and a closing that ends the sessions,
// blocks the wallet, is audited, hides the person from search and keeps their ledger.
import { randomUUID } from 'node:crypto';
import { and, count, eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, authValidationMessages } from '@wallet/common/auth';
import { settingsMessages } from '@wallet/common/settings';
import { walletMessages } from '@wallet/common/wallet';
import { auditLog, journals, sessions, users, wallets } from '../db/schema';
import type { Person } from '../test/money';
import { addMoney, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';
import { SESSION_COOKIE_NAME } from '../sessions/session-cookie';
import { callJson, post, signIn, STRONG_PASSWORD } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

const close = (person: Pick<Person, 'cookie'>, body: unknown = { password: STRONG_PASSWORD }) =>
  callJson(api, 'POST', '/users/me/close', { cookie: person.cookie, body });

const me = (cookie: string) => callJson(api, 'GET', '/users/me', { cookie });

async function accountState(person: Person) {
  const [row] = await api.db
    .select({ closedAt: users.closedAt, isBlocked: wallets.isBlocked })
    .from(users)
    .innerJoin(wallets, eq(wallets.userId, users.id))
    .where(eq(users.id, person.user.id));
  const [audit] = await api.db
    .select({ count: count() })
    .from(auditLog)
    .where(and(eq(auditLog.targetUserId, person.user.id), eq(auditLog.action, 'account.close')));
  return { ...row, auditEntries: audit?.count };
}

/** A refusal changes nothing: still open, wallet as it was, no audit entry, and the session still works. */
async function expectRefused(
  person: Person,
  answer: Awaited<ReturnType<typeof close>>,
  status: number,
  message: string,
): Promise<void> {
  expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message });
  expect(answer.cookies).toEqual([]);
  expect(await accountState(person)).toEqual({ closedAt: null, isBlocked: false, auditEntries: 0 });
  expect((await me(person.cookie)).status).toBe(200);
}

describe('POST /users/me/close: refusals', () => {
  it('when not signed in, then 401', async () => {
    const answer = await post(api, '/users/me/close', { password: STRONG_PASSWORD });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(authMessages.notSignedIn);
  });

  it.each([
    ['no body', {}],
    ['an empty password', { password: '' }],
    ['a null password', { password: null }],
  ])('when the password is missing (%s), then 400 "Password is required"', async (_case, body) => {
    const person = await signedInPerson(api);
    await expectRefused(person, await close(person, body), 400, authValidationMessages.passwordRequired);
  });

  it('when the password is not text, then 400 and nothing changes', async () => {
    const person = await signedInPerson(api);
    await expectRefused(person, await close(person, { password: 12345678 }), 400, 'Password must be text');
  });

  it('when the password is wrong, then 400 "Password is incorrect" and nothing changes', async () => {
    const person = await signedInPerson(api);
    const answer = await close(person, { password: `${STRONG_PASSWORD}x` });
    await expectRefused(person, answer, 400, settingsMessages.passwordWrong);
    expect(answer.body.data).toEqual({ code: 'PASSWORD_INCORRECT', field: 'password' });
  });

  it('when the wallet holds 1,234.50, then 409 naming the balance as the money messages write it', async () => {
    const person = await signedInPerson(api);
    await addMoney(api, person, 1234.5);
    await expectRefused(person, await close(person), 409, settingsMessages.closeBalanceNotZero('1,234.50'));
    expect(settingsMessages.closeBalanceNotZero('1,234.50')).toContain('the remaining $1,234.50 first');
  });

  it('when the wallet holds a single cent, then 409 with 0.01', async () => {
    const person = await signedInPerson(api);
    await addMoney(api, person, 0.01);
    await expectRefused(person, await close(person), 409, settingsMessages.closeBalanceNotZero('0.01'));
  });

  it('when the balance is zero but a withdrawal is pending, then 409 until it is cancelled, then it closes', async () => {
    const person = await signedInPerson(api);
    await addMoney(api, person, 12.5);
    const withdrawal = await moneyCall(api, person, 'POST', '/wallets/withdraw', {
      amount: 10,
      method: 'bank',
    });
    expect(withdrawal.status).toBe(201);
    const withdrawalId = (withdrawal.body.data as { transaction: { _id: string } }).transaction._id;

    await expectRefused(person, await close(person), 409, settingsMessages.closePendingWithdrawal);

    // Cancelled, the money is back: now the balance stands in the way, and once it is spent, nothing does.
    expect((await moneyCall(api, person, 'PATCH', `/transactions/${withdrawalId}/cancel`)).status).toBe(200);
    await expectRefused(person, await close(person), 409, settingsMessages.closeBalanceNotZero('12.50'));
    const receiver = await signedInPerson(api);
    const sent = await moneyCall(api, person, 'POST', '/wallets/send-money', {
      receiverId: receiver.user.id,
      amount: 12.5,
    });
    expect(sent.status).toBe(201);
    expect((await close(person)).status).toBe(200);
  });

  // The only test that makes admins, so the file's open admins are the ones it sees.
  it('when admins close, then never the last open one: of two closing at once one is refused, and the survivor only goes once another admin exists', async () => {
    const first = await signedInPerson(api, { role: 'admin' });
    const second = await signedInPerson(api, { role: 'admin' });

    const answers = await Promise.all([close(first), close(second)]);

    expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([200, 409]);
    const refusedIndex = answers.findIndex((answer) => answer.status === 409);
    const survivor = refusedIndex === 0 ? first : second;
    const closed = refusedIndex === 0 ? second : first;
    expect(answers[refusedIndex]?.body.message).toBe(settingsMessages.closeLastAdmin);
    expect(await accountState(closed)).toMatchObject({ isBlocked: true, auditEntries: 1 });
    await expectRefused(survivor, await close(survivor), 409, settingsMessages.closeLastAdmin);

    const newcomer = await signedInPerson(api, { role: 'admin' });
    expect((await close(survivor)).status).toBe(200);
    await expectRefused(newcomer, await close(newcomer), 409, settingsMessages.closeLastAdmin);
  });
});

describe('POST /users/me/close: closing', () => {
  it('when a user with an empty wallet closes, then 200, the cookie is cleared, every session ends, the wallet is blocked and the closing is audited', async () => {
    const person = await signedInPerson(api, { name: 'Closing Carla' });
    const otherBrowser = await signIn(api, person.user);

    const answer = await close(person);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: settingsMessages.accountClosed, data: null });
    const cleared = answer.cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
    expect(cleared).toMatch(/^wallet_session=;.*Expires=Thu, 01 Jan 1970/);
    for (const cookie of [person.cookie, otherBrowser]) {
      const after = await me(cookie);
      expect(after.status).toBe(401);
      expect(after.body.message).toBe(authMessages.notSignedIn);
    }
    const sessionRows = await api.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.userId, person.user.id));
    expect(sessionRows.length).toBe(2);
    expect(sessionRows.every((row) => row.revokedAt !== null)).toBe(true);

    const state = await accountState(person);
    expect(state.closedAt).toBeInstanceOf(Date);
    expect(state).toMatchObject({ isBlocked: true, auditEntries: 1 });
    const [entry] = await api.db.select().from(auditLog).where(eq(auditLog.targetUserId, person.user.id));
    expect(entry).toMatchObject({
      actorId: person.user.id,
      action: 'account.close',
      targetWalletId: person.walletId,
      reason: null,
    });
  });

  it('when an account with a history closes, then its journals stay, sends to it are refused as to no one and search leaves it out', async () => {
    const searcher = await signedInPerson(api, { name: 'Searching Sam' });
    await addMoney(api, searcher, 50);
    const person = await signedInPerson(api, { name: `Quincy ${randomUUID().slice(0, 8)}` });
    await addMoney(api, person, 20);
    const back = await moneyCall(api, person, 'POST', '/wallets/send-money', {
      receiverId: searcher.user.id,
      amount: 20,
    });
    expect(back.status).toBe(201);
    const journalsOfPerson = async () => {
      const [row] = await api.db
        .select({ count: count() })
        .from(journals)
        .where(or(eq(journals.fromWalletId, person.walletId), eq(journals.toWalletId, person.walletId)));
      return row?.count;
    };
    const found = async () =>
      (
        await callJson(api, 'GET', `/users/search?search=${encodeURIComponent(person.user.name)}`, {
          cookie: searcher.cookie,
        })
      ).body.data as { _id: string }[];
    expect((await found()).map((match) => match._id)).toEqual([person.user.id]);
    const journalsBefore = await journalsOfPerson();

    expect((await close(person)).status).toBe(200);

    expect(await found()).toEqual([]);
    expect(await journalsOfPerson()).toBe(journalsBefore);
    expect(journalsBefore).toBe(2);
    const refused = await moneyCall(api, searcher, 'POST', '/wallets/send-money', {
      receiverId: person.user.id,
      amount: 5,
    });
    // docs/security.md: a closed account is no one to send to, whatever its wallet's blocked flag says.
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 404,
      message: walletMessages.receiverNotFound,
    });
  });

  it('when someone registers with the e-mail of a closed account, then it answers as for a new address and no account is made', async () => {
    const person = await signedInPerson(api);
    expect((await close(person)).status).toBe(200);

    const answer = await post(api, '/auth/register', {
      name: 'Someone Else',
      email: person.user.email.toUpperCase(),
      password: STRONG_PASSWORD,
      phone: '01712345678',
      role: 'user',
    });

    // docs/security.md: a taken address, closed or not, is answered like a new one; nothing is written.
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(authMessages.registered);
    expect((answer.body.data as { _id: string })._id).not.toBe(person.user.id);
    const sameAddress = await api.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${person.user.email.toLowerCase()}`);
    expect(sameAddress).toEqual([{ id: person.user.id }]);
  });

  it('when an agent with no float closes, then the agent is closed too', async () => {
    const agent = await signedInPerson(api, { role: 'agent' });
    expect((await close(agent)).status).toBe(200);
    expect(await accountState(agent)).toMatchObject({ isBlocked: true, auditEntries: 1 });
  });

  it('when the same account is closed twice at once, then it is closed and audited once', async () => {
    const person = await signedInPerson(api);

    const answers = await Promise.all([close(person), close(person)]);

    // The second either waited for the first and found the account closed (200), or came after it and found
    // its session ended (401); never a second closing.
    const [firstStatus, secondStatus] = answers.map((answer) => answer.status).sort((a, b) => a - b);
    expect(firstStatus).toBe(200);
    expect([200, 401]).toContain(secondStatus);
    expect(await accountState(person)).toMatchObject({ isBlocked: true, auditEntries: 1 });
  });
});
