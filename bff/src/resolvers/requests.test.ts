// Money requests through the bff against the real api (docs/requests.md): ask, both lists, pay once (even twice at
// the same moment), decline, cancel, block; the api's refusals passed on with their codes and messages.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyRequestMessages } from '@wallet/common/requests';
import { walletMessages } from '@wallet/common/wallet';
import type { TestPerson } from '../test/accounts';
import { signUpVerified, testPerson } from '../test/accounts';
import { Browser } from '../test/browser';
import { graphql } from '../__generated__/test-documents';
import type { TestStack } from '../test/stack';
import { dataOf, firstError, startTestStack } from '../test/stack';

graphql(`
  fragment RequestsTestRequest on MoneyRequest {
    id
    direction
    status
    amount
    note
    transactionId
    requester {
      id
      name
    }
    payer {
      id
      name
    }
    expiresAt
    closedAt
    createdAt
  }
`);

const LOGIN = graphql(`
  mutation RequestsTestLogin($input: LoginInput!) {
    login(input: $input) {
      message
    }
  }
`);

const ADD_MONEY = graphql(`
  mutation RequestsTestAddMoney($input: AddMoneyInput!) {
    addMoney(input: $input) {
      message
    }
  }
`);

const REQUEST_MONEY = graphql(`
  mutation RequestsTestRequestMoney($input: RequestMoneyInput!) {
    requestMoney(input: $input) {
      message
      moneyRequest {
        ...RequestsTestRequest
      }
    }
  }
`);

const PAY = graphql(`
  mutation RequestsTestPay($input: PayMoneyRequestInput!) {
    payMoneyRequest(input: $input) {
      message
      moneyRequest {
        ...RequestsTestRequest
      }
      transaction {
        id
        type
        amount
        description
      }
      wallet {
        id
        balance
      }
    }
  }
`);

const DECLINE = graphql(`
  mutation RequestsTestDecline($id: ID!) {
    declineMoneyRequest(id: $id) {
      message
      moneyRequest {
        ...RequestsTestRequest
      }
    }
  }
`);

const CANCEL = graphql(`
  mutation RequestsTestCancel($id: ID!) {
    cancelMoneyRequest(id: $id) {
      message
      moneyRequest {
        ...RequestsTestRequest
      }
    }
  }
`);

const LIST = graphql(`
  query RequestsTestList($direction: MoneyRequestDirection!, $status: MoneyRequestStatus) {
    moneyRequests(direction: $direction, status: $status) {
      items {
        ...RequestsTestRequest
      }
      pagination {
        totalItems
      }
    }
  }
`);

const BLOCK = graphql(`
  mutation RequestsTestBlock($userId: ID!) {
    blockRequester(userId: $userId) {
      message
      blocked {
        id
        name
      }
    }
  }
`);

const UNBLOCK = graphql(`
  mutation RequestsTestUnblock($userId: ID!) {
    unblockRequester(userId: $userId) {
      message
      blocked {
        id
      }
    }
  }
`);

const BLOCKED = graphql(`
  query RequestsTestBlocked {
    blockedRequesters {
      id
      name
      blockedAt
    }
  }
`);

interface Account {
  id: string;
  person: TestPerson;
  browser: Browser;
}

let stack: TestStack;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  stack = await startTestStack();
  alice = await openAccount('alice', '01712345611');
  bob = await openAccount('bob', '01712345612');
  const added = await alice.browser.post({
    query: ADD_MONEY,
    variables: { input: { amount: '100.00', idempotencyKey: randomUUID() } },
  });
  expect(added.body.errors).toBeUndefined();
});

afterAll(async () => {
  await stack.close();
});

async function openAccount(handle: string, phone: string): Promise<Account> {
  const browser = new Browser(stack.bff.url);
  const person = testPerson(handle, { phone });
  const id = await signUpVerified(stack.api, browser, person);
  const login = await browser.post({
    query: LOGIN,
    variables: { input: { email: person.email, password: person.password } },
  });
  expect(login.body.errors).toBeUndefined();
  return { id, person, browser };
}

function ask(from: Account, payerId: string, amount: string, note?: string) {
  return from.browser.post({
    query: REQUEST_MONEY,
    variables: { input: { payerId, amount, ...(note === undefined ? {} : { note }) } },
  });
}

function pay(payer: Account, id: string, idempotencyKey: string = randomUUID()) {
  return payer.browser.post({ query: PAY, variables: { input: { id, idempotencyKey } } });
}

async function newRequest(amount = '5.00'): Promise<string> {
  return dataOf(await ask(bob, alice.id, amount)).requestMoney.moneyRequest.id;
}

describe('money requests through GraphQL', () => {
  it('when Bob requests $5 from Alice and she pays, then both lists show it paid and the money moved once', async () => {
    const asked = dataOf(await ask(bob, alice.id, '5.00', 'Pizza'));
    expect(asked.requestMoney).toMatchObject({
      message: `Requested $5.00 from ${alice.person.name}`,
      moneyRequest: {
        direction: 'OUTGOING',
        status: 'PENDING',
        amount: '5.00',
        note: 'Pizza',
        transactionId: null,
        requester: { id: bob.id, name: bob.person.name },
        payer: { id: alice.id, name: alice.person.name },
      },
    });
    const id = asked.requestMoney.moneyRequest.id;
    const incoming = dataOf(await alice.browser.post({ query: LIST, variables: { direction: 'INCOMING' } }));
    expect(incoming.moneyRequests.items[0]).toMatchObject({ id, direction: 'INCOMING', status: 'PENDING' });

    const paid = dataOf(await pay(alice, id));

    expect(paid.payMoneyRequest).toMatchObject({
      message: `Paid $5.00 to ${bob.person.name}`,
      moneyRequest: { id, status: 'PAID', direction: 'INCOMING' },
      transaction: { type: 'SEND', amount: '5.00', description: 'Pizza' },
    });
    expect(paid.payMoneyRequest.moneyRequest.transactionId).toBe(paid.payMoneyRequest.transaction.id);
    const outgoing = dataOf(
      await bob.browser.post({ query: LIST, variables: { direction: 'OUTGOING', status: 'PAID' } }),
    );
    expect(outgoing.moneyRequests.items.map((request) => request.id)).toContain(id);

    const again = await pay(alice, id);
    expect(firstError(again)).toEqual({ code: 'CONFLICT', message: moneyRequestMessages.alreadyPaid });
    const declined = await alice.browser.post({ query: DECLINE, variables: { id } });
    expect(firstError(declined)).toEqual({ code: 'CONFLICT', message: moneyRequestMessages.alreadyPaid });
  });

  it('when one request is paid from two tabs at the same moment, then it is paid once', async () => {
    const id = await newRequest('2.00');
    const before = dataOf(await alice.browser.post({ query: LIST, variables: { direction: 'INCOMING' } }));
    expect(before.moneyRequests.items[0]?.status).toBe('PENDING');

    const answers = await Promise.all([pay(alice, id), pay(alice, id)]);

    const paid = answers.filter((answer) => answer.body.errors === undefined);
    expect(paid).toHaveLength(1);
    expect(answers.map((answer) => firstError(answer).code).filter(Boolean)).toEqual(['CONFLICT']);
  });

  it('when the requester cancels, then the payer can neither pay nor decline it', async () => {
    const id = await newRequest();
    const cancelled = dataOf(await bob.browser.post({ query: CANCEL, variables: { id } }));
    expect(cancelled.cancelMoneyRequest).toMatchObject({
      message: 'Request cancelled',
      moneyRequest: { status: 'CANCELLED' },
    });
    expect(firstError(await pay(alice, id))).toEqual({
      code: 'CONFLICT',
      message: moneyRequestMessages.alreadyCancelled,
    });
  });

  it('when the payer declines, then the requester sees it declined', async () => {
    const id = await newRequest();
    const declined = dataOf(await alice.browser.post({ query: DECLINE, variables: { id } }));
    expect(declined.declineMoneyRequest.moneyRequest.status).toBe('DECLINED');
    const seen = dataOf(
      await bob.browser.post({ query: LIST, variables: { direction: 'OUTGOING', status: 'DECLINED' } }),
    );
    expect(seen.moneyRequests.items.map((request) => request.id)).toContain(id);
  });

  it("when the input is bad, then the api's refusal with its code", async () => {
    expect(firstError(await ask(bob, bob.id, '5.00'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: moneyRequestMessages.requestToSelf,
    });
    expect(firstError(await ask(bob, randomUUID(), '5.00'))).toEqual({
      code: 'NOT_FOUND',
      message: moneyRequestMessages.payerNotFound,
    });
    expect(firstError(await ask(bob, alice.id, '0.00'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: walletMessages.amountInvalid,
    });
    expect(firstError(await ask(bob, alice.id, '1.234')).code).toBe('BAD_USER_INPUT');
    expect(firstError(await pay(alice, '../wallets/send-money'))).toEqual({
      code: 'NOT_FOUND',
      message: moneyRequestMessages.notFound,
    });
  });

  it('when Alice blocks Bob, then his requests are refused until she unblocks him', async () => {
    const blocked = dataOf(await alice.browser.post({ query: BLOCK, variables: { userId: bob.id } }));
    expect(blocked.blockRequester.blocked).toEqual([{ id: bob.id, name: bob.person.name }]);
    expect(dataOf(await alice.browser.post({ query: BLOCKED })).blockedRequesters).toHaveLength(1);
    expect(firstError(await ask(bob, alice.id, '1.00'))).toEqual({
      code: 'FORBIDDEN',
      message: moneyRequestMessages.blockedByPayer,
    });
    const unblocked = dataOf(await alice.browser.post({ query: UNBLOCK, variables: { userId: bob.id } }));
    expect(unblocked.unblockRequester.blocked).toEqual([]);
    expect((await ask(bob, alice.id, '1.00')).body.errors).toBeUndefined();
  });
});
