// Settings through the bff against the real api: notification preferences, a whole two-factor enrolment (codes
// computed from the returned secret as an authenticator app would), sign-in with and without the code, turning it
// off, and closing an account with its cookie cleared; each refusal with the api's message and its GraphQL code.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { users } from '@wallet/api/db/schema';
import { authMessages } from '@wallet/common/auth';
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  settingsMessages,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
} from '@wallet/common/settings';
import type { TestPerson } from '../test/accounts';
import { signUpVerified, testPerson } from '../test/accounts';
import type { BrowserAnswer } from '../test/browser';
import { Browser } from '../test/browser';
import type { TestStack } from '../test/stack';
import { dataOf, firstError, postGraphql, startTestStack } from '../test/stack';
import { graphql } from '../__generated__/test-documents';
import type { SettingsTestSettingsFragment } from '../__generated__/test-documents/graphql';

graphql(`
  fragment SettingsTestSettings on Settings {
    notifications {
      transactionAlerts
      securityAlerts
      marketing
    }
    twoFactor {
      enabled
      enabledAt
      recoveryCodesLeft
    }
  }
`);

const MY_SETTINGS = graphql(`
  query SettingsTestMySettings {
    mySettings {
      ...SettingsTestSettings
    }
  }
`);

const UPDATE_PREFERENCES = graphql(`
  mutation SettingsTestUpdatePreferences($input: NotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      message
      settings {
        ...SettingsTestSettings
      }
    }
  }
`);

const START_SETUP = graphql(`
  mutation SettingsTestStartSetup {
    startTwoFactorSetup {
      secret
      otpauthUrl
    }
  }
`);

const ENABLE = graphql(`
  mutation SettingsTestEnable($code: String!) {
    enableTwoFactor(code: $code) {
      message
      recoveryCodes
      settings {
        ...SettingsTestSettings
      }
    }
  }
`);

const DISABLE = graphql(`
  mutation SettingsTestDisable($input: DisableTwoFactorInput!) {
    disableTwoFactor(input: $input) {
      message
      settings {
        ...SettingsTestSettings
      }
    }
  }
`);

const CLOSE_ACCOUNT = graphql(`
  mutation SettingsTestClose($password: String!) {
    closeAccount(password: $password) {
      message
    }
  }
`);

const LOGIN = graphql(`
  mutation SettingsTestLogin($input: LoginInput!) {
    login(input: $input) {
      message
      user {
        id
        email
      }
    }
  }
`);

const ME = graphql(`
  query SettingsTestMe {
    me {
      id
    }
  }
`);

const ADD_MONEY = graphql(`
  mutation SettingsTestAddMoney($input: AddMoneyInput!) {
    addMoney(input: $input) {
      wallet {
        balance
      }
    }
  }
`);
const WITHDRAW = graphql(`
  mutation SettingsTestWithdraw($input: WithdrawInput!) {
    withdraw(input: $input) {
      wallet {
        balance
      }
    }
  }
`);

const DEFAULT_SETTINGS: SettingsTestSettingsFragment = {
  notifications: { transactionAlerts: true, securityAlerts: true, marketing: false },
  twoFactor: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
};

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ spy: {} });
});

afterAll(async () => {
  await stack.close();
});

interface Account {
  id: string;
  person: TestPerson;
  browser: Browser;
}

/** A verified user, signed in in a browser of their own. */
async function openAccount(handle: string): Promise<Account> {
  const browser = new Browser(stack.bff.url);
  const person = testPerson(handle);
  const id = await signUpVerified(stack.api, browser, person);
  expect((await login(browser, person)).body.errors).toBeUndefined();
  return { id, person, browser };
}

function login(browser: Browser, person: TestPerson, twoFactorCode?: string | null): Promise<BrowserAnswer> {
  return browser.post({
    query: LOGIN,
    variables: {
      input: {
        email: person.email,
        password: person.password,
        ...(twoFactorCode === undefined ? {} : { twoFactorCode }),
      },
    },
  });
}

function sessionCookieOf(answer: BrowserAnswer) {
  return answer.setCookies.find((cookie) => cookie.name === 'wallet_session');
}

/** What an authenticator app shows for the secret at a given moment. */
function totpAt(secret: string, timestampMs: number): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).generate({ timestamp: timestampMs });
}

/** The start of the 30-second step `offset` steps from now. */
function stepFromNow(offset: number): number {
  const periodMs = TOTP_PERIOD_SECONDS * 1000;
  return (Math.floor(Date.now() / periodMs) + offset) * periodMs;
}

/** A 6-digit code that is none of the given ones, so it is wrong for every step they cover. */
function otherCode(...codes: string[]): string {
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(TOTP_DIGITS, '0');
    if (!codes.includes(code)) return code;
  }
}

describe('when nobody is signed in', () => {
  it.each([
    ['mySettings', MY_SETTINGS, {}],
    ['updateNotificationPreferences', UPDATE_PREFERENCES, { input: { marketing: true } }],
    ['startTwoFactorSetup', START_SETUP, {}],
    ['enableTwoFactor', ENABLE, { code: '123456' }],
    ['disableTwoFactor', DISABLE, { input: { password: 'Wallet#2026', code: '123456' } }],
    ['closeAccount', CLOSE_ACCOUNT, { password: 'Wallet#2026' }],
  ])('then %s is refused with UNAUTHENTICATED and the api message', async (_name, query, variables) => {
    const answer = await postGraphql(stack.bff.url, { query: String(query), variables });

    expect(firstError(answer)).toEqual({ code: 'UNAUTHENTICATED', message: authMessages.notSignedIn });
    expect(answer.body.data).toBeNull();
  });
});

describe('notification preferences', () => {
  let ann: Account;

  beforeAll(async () => {
    ann = await openAccount('ann');
  });

  it('when a new person reads their settings, then transaction and security alerts are on, marketing off, two-factor off', async () => {
    const answer = await ann.browser.post({ query: MY_SETTINGS });

    expect(dataOf(answer).mySettings).toEqual(DEFAULT_SETTINGS);
  });

  it('when the person turns marketing on and leaves the others null, then only marketing changes, in the answer and in the database', async () => {
    const answer = await ann.browser.post({
      query: UPDATE_PREFERENCES,
      variables: { input: { marketing: true, transactionAlerts: null } },
    });

    expect(dataOf(answer).updateNotificationPreferences).toEqual({
      message: settingsMessages.preferencesSaved,
      settings: {
        ...DEFAULT_SETTINGS,
        notifications: { ...DEFAULT_SETTINGS.notifications, marketing: true },
      },
    });
    const [row] = await stack.api.db.select().from(users).where(eq(users.id, ann.id));
    expect(row).toMatchObject({ notifyTransactions: true, notifySecurity: true, notifyMarketing: true });
    expect(dataOf(await ann.browser.post({ query: MY_SETTINGS })).mySettings).toEqual(
      dataOf(answer).updateNotificationPreferences.settings,
    );
  });

  it.each([
    ['empty', {}],
    ['all null', { transactionAlerts: null, securityAlerts: null, marketing: null }],
  ])(
    'when the input is %s, then BAD_USER_INPUT carries the api message and nothing changes',
    async (_name, input) => {
      const [before] = await stack.api.db.select().from(users).where(eq(users.id, ann.id));

      const answer = await ann.browser.post({ query: UPDATE_PREFERENCES, variables: { input } });

      expect(firstError(answer)).toEqual({
        code: 'BAD_USER_INPUT',
        message: settingsMessages.preferencesEmpty,
      });
      const [after] = await stack.api.db.select().from(users).where(eq(users.id, ann.id));
      expect(after).toEqual(before);
    },
  );
});

describe('two-factor sign-in from enrolment to turning it off', () => {
  let tess: Account;
  let secret = '';
  let enabledStep = 0;
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    tess = await openAccount('tess');
  });

  it('when the person enables before starting the setup, then CONFLICT says to start it first', async () => {
    const answer = await tess.browser.post({ query: ENABLE, variables: { code: '123456' } });

    expect(firstError(answer)).toEqual({ code: 'CONFLICT', message: settingsMessages.twoFactorNotStarted });
  });

  it('when the person starts the setup, then a base32 secret and its otpauth:// URI come back and two-factor stays off', async () => {
    const answer = await tess.browser.post({ query: START_SETUP });

    const setup = dataOf(answer).startTwoFactorSetup;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(decodeURIComponent(url.pathname)).toContain(`${TOTP_ISSUER}:${tess.person.email}`);
    expect(url.searchParams.get('secret')).toBe(setup.secret);
    expect(url.searchParams.get('issuer')).toBe(TOTP_ISSUER);
    secret = setup.secret;
    expect(dataOf(await tess.browser.post({ query: MY_SETTINGS })).mySettings).toEqual(DEFAULT_SETTINGS);
  });

  it('when the code is not six digits, then BAD_USER_INPUT asks for the code from the app', async () => {
    const answer = await tess.browser.post({ query: ENABLE, variables: { code: '12ab' } });

    expect(firstError(answer)).toEqual({ code: 'BAD_USER_INPUT', message: settingsMessages.codeFormat });
  });

  it('when the code is wrong, then BAD_USER_INPUT says it is invalid and two-factor stays off', async () => {
    const near = [-1, 0, 1].map((offset) => totpAt(secret, stepFromNow(offset)));

    const answer = await tess.browser.post({ query: ENABLE, variables: { code: otherCode(...near) } });

    expect(firstError(answer)).toEqual({
      code: 'BAD_USER_INPUT',
      message: settingsMessages.invalidTwoFactorCode,
    });
    const settings = dataOf(await tess.browser.post({ query: MY_SETTINGS })).mySettings;
    expect(settings.twoFactor.enabled).toBe(false);
  });

  it("when the person enters the app's current code, then two-factor is on with ten recovery codes shown once", async () => {
    enabledStep = stepFromNow(0);

    const answer = await tess.browser.post({
      query: ENABLE,
      variables: { code: totpAt(secret, enabledStep) },
    });

    const payload = dataOf(answer).enableTwoFactor;
    expect(payload.message).toBe(settingsMessages.twoFactorEnabled);
    expect(payload.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of payload.recoveryCodes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    expect(new Set(payload.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect(payload.settings.twoFactor).toEqual({
      enabled: true,
      enabledAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/) as unknown,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    expect(dataOf(await tess.browser.post({ query: MY_SETTINGS })).mySettings).toEqual(payload.settings);
    recoveryCodes = payload.recoveryCodes;
  });

  it('when the person starts the setup again while it is on, then CONFLICT says it is already on', async () => {
    const answer = await tess.browser.post({ query: START_SETUP });

    expect(firstError(answer)).toEqual({ code: 'CONFLICT', message: settingsMessages.twoFactorAlreadyOn });
  });

  it('when the person enables again while it is on, then CONFLICT says it is already on', async () => {
    const answer = await tess.browser.post({
      query: ENABLE,
      variables: { code: totpAt(secret, stepFromNow(0)) },
    });

    expect(firstError(answer)).toEqual({ code: 'CONFLICT', message: settingsMessages.twoFactorAlreadyOn });
  });

  it('when the person signs in without a code, then UNAUTHENTICATED asks for it and no session starts', async () => {
    const browser = new Browser(stack.bff.url);

    const withoutCode = await login(browser, tess.person);
    const withNullCode = await login(browser, tess.person, null);

    for (const answer of [withoutCode, withNullCode]) {
      expect(firstError(answer)).toEqual({
        code: 'UNAUTHENTICATED',
        message: settingsMessages.twoFactorRequired,
      });
      expect(sessionCookieOf(answer)).toBeUndefined();
    }
    expect(browser.jar.get('wallet_session')).toBeUndefined();
  });

  it('when the person signs in with a wrong code, then UNAUTHENTICATED says it is invalid and no session starts', async () => {
    const browser = new Browser(stack.bff.url);
    const near = [-1, 0, 1, 2].map((offset) => totpAt(secret, stepFromNow(offset)));

    const answer = await login(browser, tess.person, otherCode(...near));

    expect(firstError(answer)).toEqual({
      code: 'UNAUTHENTICATED',
      message: settingsMessages.invalidTwoFactorCode,
    });
    expect(sessionCookieOf(answer)).toBeUndefined();
  });

  it('when the person signs in with the code the enrolment already used, then it is refused: a code is good once', async () => {
    const answer = await login(new Browser(stack.bff.url), tess.person, totpAt(secret, enabledStep));

    expect(firstError(answer)).toEqual({
      code: 'UNAUTHENTICATED',
      message: settingsMessages.invalidTwoFactorCode,
    });
  });

  it("when the person signs in with the app's next code, then the session starts and me is the person", async () => {
    const browser = new Browser(stack.bff.url);
    // The step after the enrolment's: within the ±1 window now, and later than the step the enrolment used.
    const code = totpAt(secret, enabledStep + TOTP_PERIOD_SECONDS * 1000);

    const answer = await login(browser, tess.person, code);

    expect(dataOf(answer).login).toEqual({
      message: authMessages.loggedIn,
      user: { id: tess.id, email: tess.person.email },
    });
    expect(sessionCookieOf(answer)?.value).toMatch(/^\S{22,}$/);
    expect(dataOf(await browser.post({ query: ME })).me).toEqual({ id: tess.id });
  });

  it('when the person signs in with a recovery code, then the session starts and one recovery code fewer is left', async () => {
    const browser = new Browser(stack.bff.url);

    const answer = await login(browser, tess.person, recoveryCodes[0]!.toUpperCase());

    expect(answer.body.errors).toBeUndefined();
    expect(sessionCookieOf(answer)).toBeDefined();
    const settings = dataOf(await browser.post({ query: MY_SETTINGS })).mySettings;
    expect(settings.twoFactor.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
  });

  it('when the password given to turn it off is wrong, then BAD_USER_INPUT says so and it stays on', async () => {
    const answer = await tess.browser.post({
      query: DISABLE,
      variables: { input: { password: 'Not#Mine99', code: recoveryCodes[1]! } },
    });

    expect(firstError(answer)).toEqual({ code: 'BAD_USER_INPUT', message: settingsMessages.passwordWrong });
    const settings = dataOf(await tess.browser.post({ query: MY_SETTINGS })).mySettings;
    expect(settings.twoFactor.enabled).toBe(true);
  });

  it('when the code given to turn it off is a used recovery code, then BAD_USER_INPUT says it is invalid', async () => {
    const answer = await tess.browser.post({
      query: DISABLE,
      variables: { input: { password: tess.person.password, code: recoveryCodes[0]! } },
    });

    expect(firstError(answer)).toEqual({
      code: 'BAD_USER_INPUT',
      message: settingsMessages.invalidTwoFactorCode,
    });
  });

  it('when the person turns it off with the password and a recovery code, then it is off and sign-in needs no code', async () => {
    const answer = await tess.browser.post({
      query: DISABLE,
      variables: { input: { password: tess.person.password, code: recoveryCodes[1]! } },
    });

    expect(dataOf(answer).disableTwoFactor).toEqual({
      message: settingsMessages.twoFactorDisabled,
      settings: DEFAULT_SETTINGS,
    });
    expect((await login(new Browser(stack.bff.url), tess.person)).body.errors).toBeUndefined();
  });

  it('when the person turns it off again, then CONFLICT says it is not on', async () => {
    const answer = await tess.browser.post({
      query: DISABLE,
      variables: { input: { password: tess.person.password, code: recoveryCodes[2]! } },
    });

    expect(firstError(answer)).toEqual({ code: 'CONFLICT', message: settingsMessages.twoFactorNotOn });
  });
});

describe('closing an account', () => {
  it('when the password is wrong, then BAD_USER_INPUT says so and the account stays open', async () => {
    const olga = await openAccount('olga');

    const answer = await olga.browser.post({ query: CLOSE_ACCOUNT, variables: { password: 'Not#Mine99' } });

    expect(firstError(answer)).toEqual({ code: 'BAD_USER_INPUT', message: settingsMessages.passwordWrong });
    const [row] = await stack.api.db.select().from(users).where(eq(users.id, olga.id));
    expect(row?.closedAt).toBeNull();
    expect(dataOf(await olga.browser.post({ query: ME })).me).toEqual({ id: olga.id });
  });

  it('when money is left, then CONFLICT names the balance; when it waits on a pending withdrawal, then CONFLICT says so', async () => {
    const paul = await openAccount('paul');
    const added = await paul.browser.post({
      query: ADD_MONEY,
      variables: { input: { amount: '12.50', idempotencyKey: randomUUID() } },
    });
    expect(dataOf(added).addMoney).toEqual({ wallet: { balance: '12.50' } });

    const withMoney = await paul.browser.post({
      query: CLOSE_ACCOUNT,
      variables: { password: paul.person.password },
    });

    expect(firstError(withMoney)).toEqual({
      code: 'CONFLICT',
      message: settingsMessages.closeBalanceNotZero('12.50'),
    });

    // 10.00 out by bank with its 2.50 fee: nothing left, but the payout is still pending.
    const withdrawn = await paul.browser.post({
      query: WITHDRAW,
      variables: { input: { amount: '10.00', method: 'BANK', idempotencyKey: randomUUID() } },
    });
    expect(dataOf(withdrawn).withdraw).toEqual({ wallet: { balance: '0.00' } });

    const whilePending = await paul.browser.post({
      query: CLOSE_ACCOUNT,
      variables: { password: paul.person.password },
    });

    expect(firstError(whilePending)).toEqual({
      code: 'CONFLICT',
      message: settingsMessages.closePendingWithdrawal,
    });
    const [row] = await stack.api.db.select().from(users).where(eq(users.id, paul.id));
    expect(row?.closedAt).toBeNull();
  });

  it('when the person closes their account, then the cookie is cleared, me is null, and signing in again is refused as closed', async () => {
    const cleo = await openAccount('cleo');
    const signedInCookie = cleo.browser.jar.header() ?? '';

    const answer = await cleo.browser.post({
      query: CLOSE_ACCOUNT,
      variables: { password: cleo.person.password },
    });

    expect(dataOf(answer).closeAccount).toEqual({ message: settingsMessages.accountClosed });
    const cleared = sessionCookieOf(answer);
    expect(cleared?.value).toBe('');
    expect(Date.parse(String(cleared?.attributes.expires))).toBeLessThanOrEqual(Date.now());
    expect(cleo.browser.jar.get('wallet_session')).toBeUndefined();
    expect(dataOf(await cleo.browser.post({ query: ME })).me).toBeNull();
    const withOldCookie = await postGraphql(stack.bff.url, { query: ME }, { cookie: signedInCookie });
    expect(withOldCookie.body).toEqual({ data: { me: null } });

    const again = await login(new Browser(stack.bff.url), cleo.person);
    expect(firstError(again)).toEqual({ code: 'FORBIDDEN', message: settingsMessages.accountIsClosed });
    const [row] = await stack.api.db.select().from(users).where(eq(users.id, cleo.id));
    expect(row?.closedAt).toBeInstanceOf(Date);
  });
});
