// GET /settings and PATCH /settings/notifications: defaults, partial changes that persist, every refusal, signed out.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages } from '@wallet/common/settings';
import { users } from '../db/schema';
import { callJson, signedInAccount } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { getSettings, patchNotifications } from '../test/two-factor';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

async function preferenceColumnsOf(userId: string) {
  const [row] = await api.db
    .select({
      notifyTransactions: users.notifyTransactions,
      notifySecurity: users.notifySecurity,
      notifyMarketing: users.notifyMarketing,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

const DEFAULTS = { transactionAlerts: true, securityAlerts: true, marketing: false };
const TWO_FACTOR_OFF = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };

describe('GET /settings', () => {
  it.each(['user', 'agent', 'admin'] as const)(
    'when a new %s reads their settings, then the defaults are on, on, off and two-factor is off',
    async (role) => {
      const { cookie } = await signedInAccount(api, { role });

      const answer = await getSettings(api, cookie);

      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        message: settingsMessages.settingsLoaded,
        data: { notifications: DEFAULTS, twoFactor: TWO_FACTOR_OFF },
      });
    },
  );
});

describe('PATCH /settings/notifications', () => {
  it('when one switch is sent, then only it changes, the answer is the new settings, and a later read agrees', async () => {
    const { account, cookie } = await signedInAccount(api);

    const answer = await patchNotifications(api, { marketing: true }, cookie);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      message: settingsMessages.preferencesSaved,
      data: { notifications: { ...DEFAULTS, marketing: true }, twoFactor: TWO_FACTOR_OFF },
    });
    expect(await preferenceColumnsOf(account.id)).toEqual({
      notifyTransactions: true,
      notifySecurity: true,
      notifyMarketing: true,
    });
    expect((await getSettings(api, cookie)).body.data).toEqual(answer.body.data);
  });

  it('when all three are sent, then all three are saved at once', async () => {
    const { account, cookie } = await signedInAccount(api);
    const all = { transactionAlerts: false, securityAlerts: false, marketing: true };

    const answer = await patchNotifications(api, all, cookie);

    expect(answer.status).toBe(200);
    expect((answer.body.data as { notifications: unknown }).notifications).toEqual(all);
    expect(await preferenceColumnsOf(account.id)).toEqual({
      notifyTransactions: false,
      notifySecurity: false,
      notifyMarketing: true,
    });
  });

  it('when one person changes their preferences, then another person keeps theirs', async () => {
    const first = await signedInAccount(api);
    const second = await signedInAccount(api);

    await patchNotifications(api, { transactionAlerts: false }, first.cookie);

    expect((await getSettings(api, second.cookie)).body.data).toMatchObject({ notifications: DEFAULTS });
  });

  it.each([
    [undefined, settingsMessages.preferencesEmpty, undefined],
    [{}, settingsMessages.preferencesEmpty, undefined],
    [{ colour: 'blue' }, settingsMessages.preferencesEmpty, undefined],
    [{ marketing: 'true' }, settingsMessages.preferenceBoolean('marketing'), 'marketing'],
    [{ securityAlerts: 1 }, settingsMessages.preferenceBoolean('securityAlerts'), 'securityAlerts'],
    [
      { transactionAlerts: null },
      settingsMessages.preferenceBoolean('transactionAlerts'),
      'transactionAlerts',
    ],
    [{ marketing: true, colour: 'blue' }, settingsMessages.unknownPreference('colour'), 'colour'],
  ])('when the body is %o, then 400 "%s" and nothing is written', async (body, message, field) => {
    const { account, cookie } = await signedInAccount(api);
    const before = await preferenceColumnsOf(account.id);

    const answer = await patchNotifications(api, body, cookie);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message,
      data: { code: 'VALIDATION_FAILED', ...(field === undefined ? {} : { field }) },
    });
    expect(await preferenceColumnsOf(account.id)).toEqual(before);
  });

  it('when the body is a JSON array, then 400 and nothing is written', async () => {
    const { cookie } = await signedInAccount(api);
    const answer = await patchNotifications(api, [{ marketing: true }], cookie);
    expect(answer.status).toBe(400);
  });
});

describe('signed out', () => {
  it.each([
    ['GET', '/settings', undefined],
    ['PATCH', '/settings/notifications', { marketing: true }],
  ])('when %s %s comes without a session, then 401', async (method, path, body) => {
    const answer = await callJson(api, method, path, { body });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('You are not signed in');
  });
});
