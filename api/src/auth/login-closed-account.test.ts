// Sign-in to a closed account (docs/settings.md): the right password gets 403 "This account has been closed" and no
// session; a wrong one stays the 401 every wrong password gets, so closing reveals nothing to a guesser.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages } from '@wallet/common/settings';
import { knownDevices, sessions } from '../db/schema';
import { closeDirectly, createAccount, post, signIn, uniqueEmail } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { enrolTwoFactor } from '../test/two-factor';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

describe('POST /auth/login to a closed account', () => {
  it('when the password is right, then 403 "This account has been closed", no cookie, no session, no device', async () => {
    const account = await createAccount(api);
    await closeDirectly(api, account.id);

    const answer = await post(api, '/auth/login', { email: account.email, password: account.password });

    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      success: false,
      message: settingsMessages.accountIsClosed,
      data: { code: 'ACCOUNT_CLOSED' },
    });
    expect(answer.cookies).toEqual([]);
    expect(await api.db.select().from(sessions).where(eq(sessions.userId, account.id))).toEqual([]);
    expect(await api.db.select().from(knownDevices).where(eq(knownDevices.userId, account.id))).toEqual([]);
  });

  it('when the password is wrong, then the same 401 "Invalid credentials" as for an unknown address', async () => {
    const account = await createAccount(api);
    await closeDirectly(api, account.id);

    const wrong = await post(api, '/auth/login', { email: account.email, password: 'Wrong1!pass' });
    const unknown = await post(api, '/auth/login', { email: uniqueEmail('nobody'), password: 'Wrong1!pass' });

    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('when the closed account had two-factor sign-in on, then the right password alone gets the 403, not a request for a code', async () => {
    const account = await createAccount(api);
    await enrolTwoFactor(api, await signIn(api, account));
    await closeDirectly(api, account.id);

    const answer = await post(api, '/auth/login', { email: account.email, password: account.password });

    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(settingsMessages.accountIsClosed);
  });
});
