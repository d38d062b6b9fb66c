// The owner's own wallet controls through the bff against the real api (docs/freeze-and-limits.md): freezeMyWallet,
// unfreezeMyWallet with the password, setPersonalLimits, and myWallet's controls; each refusal with the api's message.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages } from '@wallet/common/settings';
import { walletControlMessages, walletMessages } from '@wallet/common/wallet';
import type { TestPerson } from '../test/accounts';
import { signUpVerified, testPerson } from '../test/accounts';
import { Browser } from '../test/browser';
import { graphql } from '../__generated__/test-documents';
import type { TestStack } from '../test/stack';
import { dataOf, firstError, startTestStack } from '../test/stack';

const LOGIN = graphql(`
  mutation ControlsTestLogin($input: LoginInput!) {
    login(input: $input) {
      message
    }
  }
`);

graphql(`
  fragment ControlsTestWallet on Wallet {
    id
    isBlocked
    limits {
      dailyAmount
      dailyRemainingAmount
    }
    controls {
      isFrozen
      frozenAt
      platformDailyAmount
      personalDailyAmount
      personalMonthlyAmount
      pendingDailyAmount
      pendingDailyAt
      pendingMonthlyAmount
      pendingMonthlyAt
    }
  }
`);

const MY_WALLET = graphql(`
  query ControlsTestMyWallet {
    myWallet {
      ...ControlsTestWallet
    }
  }
`);

const FREEZE = graphql(`
  mutation ControlsTestFreeze {
    freezeMyWallet {
      message
      wallet {
        ...ControlsTestWallet
      }
    }
  }
`);

const UNFREEZE = graphql(`
  mutation ControlsTestUnfreeze($input: UnfreezeWalletInput!) {
    unfreezeMyWallet(input: $input) {
      message
      wallet {
        ...ControlsTestWallet
      }
    }
  }
`);

const SET_LIMITS = graphql(`
  mutation ControlsTestSetLimits($input: PersonalLimitsInput!) {
    setPersonalLimits(input: $input) {
      message
      wallet {
        ...ControlsTestWallet
      }
    }
  }
`);

const ADD_MONEY = graphql(`
  mutation ControlsTestAddMoney($input: AddMoneyInput!) {
    addMoney(input: $input) {
      message
    }
  }
`);

const SEND_MONEY = graphql(`
  mutation ControlsTestSendMoney($input: SendMoneyInput!) {
    sendMoney(input: $input) {
      message
    }
  }
`);

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack.close();
});

interface Account {
  id: string;
  person: TestPerson;
  browser: Browser;
}

async function openAccount(handle: string): Promise<Account> {
  const browser = new Browser(stack.bff.url);
  const person = testPerson(handle);
  const id = await signUpVerified(stack.api, browser, person);
  const login = await browser.post({
    query: LOGIN,
    variables: { input: { email: person.email, password: person.password } },
  });
  expect(login.body.errors).toBeUndefined();
  return { id, person, browser };
}

const send = (from: Account, to: Account, amount: string) =>
  from.browser.post({
    query: SEND_MONEY,
    variables: { input: { receiverId: to.id, amount, idempotencyKey: randomUUID() } },
  });

describe('freezeMyWallet and unfreezeMyWallet', () => {
  it('when Alice freezes her wallet, then a send is refused with the freeze message; her password unfreezes it and the send goes', async () => {
    const alice = await openAccount('alice-freeze');
    const bob = await openAccount('bob-freeze');
    dataOf(
      await alice.browser.post({
        query: ADD_MONEY,
        variables: { input: { amount: '50.00', idempotencyKey: randomUUID() } },
      }),
    );

    const before = dataOf(await alice.browser.post({ query: MY_WALLET })).myWallet;
    expect(before.controls).toMatchObject({ isFrozen: false, platformDailyAmount: '10000.00' });

    const frozen = dataOf(await alice.browser.post({ query: FREEZE })).freezeMyWallet;
    expect(frozen.message).toBe(walletControlMessages.frozen);
    expect(frozen.wallet).toMatchObject({ isBlocked: false, controls: { isFrozen: true } });

    const refused = await send(alice, bob, '5.00');
    expect(firstError(refused)).toMatchObject({ message: walletMessages.walletFrozen });

    const wrong = await alice.browser.post({
      query: UNFREEZE,
      variables: { input: { password: 'Wr0ng!pass' } },
    });
    expect(firstError(wrong)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: settingsMessages.passwordWrong,
    });

    const thawed = dataOf(
      await alice.browser.post({
        query: UNFREEZE,
        variables: { input: { password: alice.person.password } },
      }),
    ).unfreezeMyWallet;
    expect(thawed.message).toBe(walletControlMessages.unfrozen);
    expect(thawed.wallet.controls?.isFrozen).toBe(false);
    expect(dataOf(await send(alice, bob, '5.00')).sendMoney.message).toMatch(/^Successfully sent/);
  });
});

describe('setPersonalLimits', () => {
  it('when Carol lowers her daily limit and raises her monthly one, then the daily applies at once, the monthly waits; above the platform is refused', async () => {
    const carol = await openAccount('carol-limits');
    dataOf(await carol.browser.post({ query: SET_LIMITS, variables: { input: { monthlyAmount: '1000' } } }));
    const set = dataOf(
      await carol.browser.post({
        query: SET_LIMITS,
        variables: { input: { dailyAmount: '25.50', monthlyAmount: null } },
      }),
    ).setPersonalLimits;
    expect(set.wallet.controls).toMatchObject({
      personalDailyAmount: '25.50',
      personalMonthlyAmount: '1000.00',
      pendingMonthlyAmount: null,
      pendingDailyAt: null,
    });
    expect(set.wallet.controls?.pendingMonthlyAt).not.toBeNull();
    expect(set.wallet.limits).toMatchObject({ dailyAmount: '25.50', dailyRemainingAmount: '25.50' });

    const above = await carol.browser.post({
      query: SET_LIMITS,
      variables: { input: { dailyAmount: '10000.01' } },
    });
    expect(firstError(above)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: walletControlMessages.limitAbovePlatform('daily', 1_000_000),
    });
  });
});
