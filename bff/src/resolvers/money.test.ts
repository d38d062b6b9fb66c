// The money queries and mutations through the bff against the real api: wallet, add, send, withdraw, cancel, history,
// one transaction and search; idempotency keys, Money input, the api's refusals passed on, REST calls counted.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { wallets } from '@wallet/api/db/schema';
import { centsToDecimalString, formatCents } from '@wallet/common/money';
import { walletMessages } from '@wallet/common/wallet';
import type { TestPerson } from '../test/accounts';
import { signUpVerified, testPerson } from '../test/accounts';
import { Browser } from '../test/browser';
import { graphql } from '../__generated__/test-documents';
import type { MoneyTestMyTransactionsQueryVariables } from '../__generated__/test-documents/graphql';
import type { GraphqlAnswer, GraphqlOperation, SeenRequest, TestStack } from '../test/stack';
import { dataOf, firstError, postGraphql, startTestStack } from '../test/stack';
import { MONEY_INPUT_MESSAGE } from './scalars';

graphql(`
  fragment MoneyTestWallet on Wallet {
    id
    userId
    balance
    isBlocked
    dailySpentAmount
    dailyTransactionCount
    monthlySpentAmount
    monthlyTransactionCount
    lastDailyReset
    lastMonthlyReset
    createdAt
    updatedAt
    limits {
      dailyAmount
      dailyCount
      monthlyAmount
      monthlyCount
      dailyRemainingAmount
      dailyRemainingCount
      monthlyRemainingAmount
      monthlyRemainingCount
    }
  }
`);

graphql(`
  fragment MoneyTestTransaction on Transaction {
    id
    type
    direction
    status
    amount
    fee
    refunded
    method
    description
    sender {
      id
      name
    }
    recipient {
      id
      name
    }
    createdAt
    updatedAt
    settledAt
    failureReason
  }
`);

graphql(`
  fragment MoneyTestPayload on MoneyPayload {
    message
    transaction {
      ...MoneyTestTransaction
    }
    wallet {
      ...MoneyTestWallet
    }
  }
`);

const LOGIN = graphql(`
  mutation MoneyTestLogin($input: LoginInput!) {
    login(input: $input) {
      message
    }
  }
`);

const MY_WALLET = graphql(`
  query MoneyTestMyWallet {
    myWallet {
      ...MoneyTestWallet
    }
  }
`);

const ADD_MONEY = graphql(`
  mutation MoneyTestAddMoney($input: AddMoneyInput!) {
    addMoney(input: $input) {
      ...MoneyTestPayload
    }
  }
`);

const SEND_MONEY = graphql(`
  mutation MoneyTestSendMoney($input: SendMoneyInput!) {
    sendMoney(input: $input) {
      ...MoneyTestPayload
    }
  }
`);

const WITHDRAW = graphql(`
  mutation MoneyTestWithdraw($input: WithdrawInput!) {
    withdraw(input: $input) {
      ...MoneyTestPayload
    }
  }
`);

const CANCEL_WITHDRAWAL = graphql(`
  mutation MoneyTestCancel($id: ID!) {
    cancelWithdrawal(id: $id) {
      ...MoneyTestPayload
    }
  }
`);

const MY_TRANSACTIONS = graphql(`
  query MoneyTestMyTransactions($filter: TransactionFilter, $page: Int, $limit: Int) {
    myTransactions(filter: $filter, page: $page, limit: $limit) {
      items {
        ...MoneyTestTransaction
      }
      pagination {
        currentPage
        totalPages
        totalItems
        itemsPerPage
      }
      summary {
        totalCount
        completedCount
        pendingCount
        failedCount
        cancelledCount
        totalIn
        totalOut
      }
    }
  }
`);

const TRANSACTION = graphql(`
  query MoneyTestTransaction($id: ID!) {
    transaction(id: $id) {
      ...MoneyTestTransaction
    }
  }
`);

const SEARCH_USERS = graphql(`
  query MoneyTestSearchUsers($search: String!, $limit: Int) {
    searchUsers(search: $search, limit: $limit) {
      id
      name
      maskedEmail
      maskedPhone
    }
  }
`);

interface Party {
  id: string;
  name: string;
}

interface Account {
  id: string;
  person: TestPerson;
  browser: Browser;
}

let stack: TestStack;
let alice: Account;
let bob: Account;
let carol: Account;

beforeAll(async () => {
  stack = await startTestStack({ spy: {} });
  alice = await openAccount('alice', '01712345601');
  bob = await openAccount('bob', '01712345602');
  carol = await openAccount('carol', '01712345603');
});

afterAll(async () => {
  await stack.close();
});

/** A verified user, signed in in a browser of their own. */
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

function party(account: Account): Party {
  return { id: account.id, name: account.person.name };
}

/** Posts as the account's browser with a request id of its own, and returns the REST calls the bff made for it. */
async function postCounted<TData, TVariables>(
  account: Account | undefined,
  operation: GraphqlOperation<TData, TVariables>,
): Promise<{ answer: GraphqlAnswer<TData>; calls: SeenRequest[] }> {
  const requestId = randomUUID();
  const cookie = account?.browser.jar.header();
  const answer = await postGraphql(stack.bff.url, operation, {
    'x-request-id': requestId,
    ...(cookie === undefined ? {} : { cookie }),
  });
  const calls = stack.spy!.requests.filter((request) => request.headers['x-request-id'] === requestId);
  return { answer, calls };
}

function addMoney(account: Account, amount: string, idempotencyKey: string = randomUUID()) {
  return account.browser.post({ query: ADD_MONEY, variables: { input: { amount, idempotencyKey } } });
}

function sendMoney(
  account: Account,
  receiver: string,
  amount: string,
  idempotencyKey: string = randomUUID(),
) {
  return account.browser.post({
    query: SEND_MONEY,
    variables: { input: { receiverId: receiver, amount, idempotencyKey } },
  });
}

function withdraw(account: Account, amount: string, method: 'BANK' | 'CARD') {
  return account.browser.post({
    query: WITHDRAW,
    variables: { input: { amount, method, idempotencyKey: randomUUID() } },
  });
}

function cancelWithdrawal(account: Account, id: string) {
  return account.browser.post({ query: CANCEL_WITHDRAWAL, variables: { id } });
}

async function myWallet(account: Account) {
  return dataOf(await account.browser.post({ query: MY_WALLET })).myWallet;
}

async function myTransactions(account: Account, variables: MoneyTestMyTransactionsQueryVariables = {}) {
  return dataOf(await account.browser.post({ query: MY_TRANSACTIONS, variables })).myTransactions;
}

async function balanceCents(account: Account): Promise<number> {
  const [wallet] = await stack.api.db
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.userId, account.id));
  return Number(wallet?.balanceCents);
}

async function fund(account: Account, amount: string): Promise<void> {
  dataOf(await addMoney(account, amount));
}

describe('signed out', () => {
  it('when nobody is signed in, then myWallet, myTransactions and the money mutations are UNAUTHENTICATED', async () => {
    const wallet = await postCounted(undefined, { query: MY_WALLET });
    const history = await postCounted(undefined, { query: MY_TRANSACTIONS });
    const added = await postCounted(undefined, {
      query: ADD_MONEY,
      variables: { input: { amount: '10.00', idempotencyKey: randomUUID() } },
    });

    expect(firstError(wallet.answer).code).toBe('UNAUTHENTICATED');
    expect(wallet.answer.body.data).toBeNull();
    expect(firstError(history.answer).code).toBe('UNAUTHENTICATED');
    expect(firstError(added.answer).code).toBe('UNAUTHENTICATED');
  });
});

describe('myWallet and addMoney', () => {
  it('when a new user reads their wallet, then it is empty, theirs, and carries the default limits', async () => {
    const wallet = await myWallet(alice);

    const [row] = await stack.api.db.select().from(wallets).where(eq(wallets.userId, alice.id));
    expect(wallet).toMatchObject({
      id: row?.id,
      userId: alice.id,
      balance: '0.00',
      isBlocked: false,
      dailySpentAmount: '0.00',
      dailyTransactionCount: 0,
      monthlySpentAmount: '0.00',
      monthlyTransactionCount: 0,
      limits: {
        dailyAmount: '10000.00',
        dailyCount: 50,
        monthlyAmount: '50000.00',
        monthlyCount: 500,
        dailyRemainingAmount: '10000.00',
        dailyRemainingCount: 50,
        monthlyRemainingAmount: '50000.00',
        monthlyRemainingCount: 500,
      },
    });
  });

  it("when a user adds 125.50, then the api's message, a completed deposit and the new balance come back", async () => {
    const payload = dataOf(await addMoney(alice, '125.5')).addMoney;

    expect(payload.message).toBe(walletMessages.moneyAdded);
    expect(payload.transaction).toMatchObject({
      type: 'DEPOSIT',
      direction: 'CREDIT',
      status: 'COMPLETED',
      amount: '125.50',
      fee: '0.00',
      method: null,
      sender: null,
      recipient: party(alice),
    });
    expect(payload.wallet).toMatchObject({ userId: alice.id, balance: '125.50' });
    expect((await myWallet(alice)).balance).toBe('125.50');
    expect(await balanceCents(alice)).toBe(12_550);
  });

  it('when amounts with cents are added, then they add up exactly, with no float on the way', async () => {
    const before = await balanceCents(carol);

    await fund(carol, '0.10');
    await fund(carol, '0.20');
    await fund(carol, '1.15');

    expect(await balanceCents(carol)).toBe(before + 145);
  });

  it("when the amount is zero or above the maximum, then BAD_USER_INPUT carries the api's message", async () => {
    expect(firstError(await addMoney(alice, '0'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: walletMessages.amountInvalid,
    });
    expect(firstError(await addMoney(alice, '1000000.01'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: walletMessages.amountTooLarge,
    });
  });
});

describe('Money input', () => {
  it.each([['abc'], ['1.234'], ['-5'], [5], [10.5], ['']])(
    'when the amount is %j, then BAD_USER_INPUT is answered before any REST call',
    async (amount) => {
      // As text: numbers are variables the schema's types refuse, which is the point here.
      const { answer, calls } = await postCounted(alice, {
        query: String(ADD_MONEY),
        variables: { input: { amount, idempotencyKey: randomUUID() } },
      });

      expect(firstError(answer).code).toBe('BAD_USER_INPUT');
      expect(firstError(answer).message).toContain(MONEY_INPUT_MESSAGE);
      expect(calls).toEqual([]);
    },
  );
});

describe('searchUsers and sendMoney', () => {
  it('when a user searches by name, then the receiver comes back masked, and never the searcher', async () => {
    const matches = dataOf(
      await alice.browser.post({ query: SEARCH_USERS, variables: { search: 'tester' } }),
    ).searchUsers;

    expect(matches.map((match) => match.id).sort()).toEqual([bob.id, carol.id].sort());
    const found = matches.find((match) => match.id === bob.id);
    expect(found?.name).toBe(bob.person.name);
    expect(found?.maskedEmail).toMatch(/^bo•+@example\.com$/);
    expect(found?.maskedPhone).toMatch(/^•+5602$/);
  });

  it("when the search is shorter than two characters, then BAD_USER_INPUT carries the api's message", async () => {
    const answer = await alice.browser.post({ query: SEARCH_USERS, variables: { search: 'b' } });

    expect(firstError(answer)).toEqual({ code: 'BAD_USER_INPUT', message: walletMessages.searchTooShort });
  });

  it('when a user sends to someone they found, then both see the same movement, each from their side', async () => {
    const [match] = dataOf(
      await alice.browser.post({ query: SEARCH_USERS, variables: { search: 'bob@example', limit: 5 } }),
    ).searchUsers;
    const aliceBefore = await balanceCents(alice);
    const bobBefore = await balanceCents(bob);

    const payload = dataOf(await sendMoney(alice, match!.id, '20.00')).sendMoney;

    expect(payload.message).toBe(walletMessages.sent(formatCents(2000), bob.person.name));
    expect(payload.transaction).toMatchObject({
      type: 'SEND',
      direction: 'DEBIT',
      status: 'COMPLETED',
      amount: '20.00',
      fee: '0.00',
      sender: party(alice),
      recipient: party(bob),
    });
    expect(await balanceCents(alice)).toBe(aliceBefore - 2000);
    expect(await balanceCents(bob)).toBe(bobBefore + 2000);
    expect(payload.wallet.balance).toBe((await myWallet(alice)).balance);
    const seenByBob = dataOf(
      await bob.browser.post({ query: TRANSACTION, variables: { id: payload.transaction.id } }),
    ).transaction;
    expect(seenByBob).toMatchObject({
      id: payload.transaction.id,
      type: 'RECEIVE',
      direction: 'CREDIT',
      sender: party(alice),
      recipient: party(bob),
    });
  });

  it("when the send is refused, then the api's message comes back with its code and no money moves", async () => {
    const available = await balanceCents(alice);
    const tooMuch = centsToDecimalString(available + 1);

    expect(firstError(await sendMoney(alice, bob.id, tooMuch))).toEqual({
      code: 'BAD_USER_INPUT',
      message: walletMessages.insufficientBalance(available),
    });
    expect(firstError(await sendMoney(alice, alice.id, '1.00'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: walletMessages.sendToSelf,
    });
    expect(firstError(await sendMoney(alice, randomUUID(), '1.00'))).toEqual({
      code: 'NOT_FOUND',
      message: walletMessages.receiverNotFound,
    });
    expect(await balanceCents(alice)).toBe(available);
  });
});

describe('withdraw and cancelWithdrawal', () => {
  it('when a user withdraws by bank, then it is pending with its fee; cancelled, it is refunded in full', async () => {
    await fund(carol, '100.00');
    const before = await balanceCents(carol);

    const withdrawn = dataOf(await withdraw(carol, '50', 'BANK')).withdraw;

    expect(withdrawn.message).toBe(walletMessages.withdrawalInitiated(formatCents(5000)));
    expect(withdrawn.transaction).toMatchObject({
      type: 'WITHDRAW',
      direction: 'DEBIT',
      status: 'PENDING',
      amount: '50.00',
      fee: '2.50',
      refunded: '0.00',
      method: 'BANK',
      sender: party(carol),
      recipient: null,
      settledAt: null,
    });
    expect(await balanceCents(carol)).toBe(before - 5250);

    const cancelled = dataOf(await cancelWithdrawal(carol, withdrawn.transaction.id)).cancelWithdrawal;

    expect(cancelled.transaction).toMatchObject({
      id: withdrawn.transaction.id,
      status: 'CANCELLED',
      amount: '50.00',
      fee: '2.50',
      // Amount and fee came back: the withdrawal's net effect on the wallet is 0.00.
      refunded: '52.50',
    });
    expect(cancelled.transaction.settledAt).not.toBeNull();
    expect(cancelled.wallet.balance).toBe(centsToDecimalString(before));
    expect(await balanceCents(carol)).toBe(before);

    expect(firstError(await cancelWithdrawal(carol, withdrawn.transaction.id))).toEqual({
      code: 'CONFLICT',
      message: walletMessages.cancelNotPending,
    });
  });

  it('when a user withdraws by card, then the card fee is charged', async () => {
    const before = await balanceCents(carol);

    const withdrawn = dataOf(await withdraw(carol, '10.00', 'CARD')).withdraw;

    expect(withdrawn.transaction).toMatchObject({ method: 'CARD', fee: '3.00', status: 'PENDING' });
    expect(await balanceCents(carol)).toBe(before - 1300);
    dataOf(await cancelWithdrawal(carol, withdrawn.transaction.id));
  });

  it("when someone else's or a malformed id is cancelled, then it is NOT_FOUND, the malformed one without a REST call", async () => {
    const withdrawn = dataOf(await withdraw(carol, '10.00', 'BANK')).withdraw;

    expect(firstError(await cancelWithdrawal(bob, withdrawn.transaction.id))).toEqual({
      code: 'NOT_FOUND',
      message: walletMessages.transactionNotFound,
    });
    for (const id of ['..', '', 'x/../../wallets/add-money']) {
      const { answer, calls } = await postCounted(carol, { query: CANCEL_WITHDRAWAL, variables: { id } });
      expect(firstError(answer)).toEqual({ code: 'NOT_FOUND', message: walletMessages.transactionNotFound });
      expect(calls).toEqual([]);
    }
    dataOf(await cancelWithdrawal(carol, withdrawn.transaction.id));
  });

  it("when the withdrawal is below the minimum, then BAD_USER_INPUT carries the api's message", async () => {
    expect(firstError(await withdraw(carol, '9.99', 'BANK'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: walletMessages.withdrawalMinimum,
    });
  });
});

describe('idempotency keys', () => {
  it('when the same submission is sent twice with one key, then the money moves once and the same movement comes back', async () => {
    const key = randomUUID();
    const before = await balanceCents(bob);

    const first = await postCounted(bob, {
      query: ADD_MONEY,
      variables: { input: { amount: '7.25', idempotencyKey: key } },
    });
    const second = await postCounted(bob, {
      query: ADD_MONEY,
      variables: { input: { amount: '7.25', idempotencyKey: key } },
    });

    const firstPayload = dataOf(first.answer).addMoney;
    const secondPayload = dataOf(second.answer).addMoney;
    expect(secondPayload.transaction.id).toBe(firstPayload.transaction.id);
    expect(await balanceCents(bob)).toBe(before + 725);
    expect(first.calls.map((call) => [call.method, call.url, call.headers['idempotency-key']])).toEqual([
      ['POST', '/api/v1/wallets/add-money', key],
    ]);
    expect(second.calls.map((call) => call.headers['idempotency-key'])).toEqual([key]);
  });

  it('when one key comes with another body, then CONFLICT and no money moves', async () => {
    const key = randomUUID();
    dataOf(await addMoney(bob, '3.00', key));
    const before = await balanceCents(bob);

    expect(firstError(await addMoney(bob, '4.00', key))).toEqual({
      code: 'CONFLICT',
      message: walletMessages.idempotencyKeyReused,
    });
    expect(await balanceCents(bob)).toBe(before);
  });

  it("when the key is malformed, then BAD_USER_INPUT carries the api's message", async () => {
    for (const key of ['', 'x'.repeat(256), 'two words']) {
      expect(firstError(await addMoney(bob, '1.00', key))).toEqual({
        code: 'BAD_USER_INPUT',
        message: walletMessages.idempotencyKeyInvalid,
      });
    }
  });
});

describe('myTransactions and transaction', () => {
  let frank: Account;
  let ids: { deposit: string; send: string; receive: string; withdraw: string };

  beforeAll(async () => {
    frank = await openAccount('frank', '01712345606');
    const deposit = dataOf(await addMoney(frank, '100.00')).addMoney;
    const send = dataOf(await sendMoney(frank, bob.id, '30.00')).sendMoney;
    const receive = dataOf(await sendMoney(bob, frank.id, '5.00')).sendMoney;
    const withdrawn = dataOf(await withdraw(frank, '10.00', 'CARD')).withdraw;
    dataOf(await cancelWithdrawal(frank, withdrawn.transaction.id));
    ids = {
      deposit: deposit.transaction.id,
      send: send.transaction.id,
      receive: receive.transaction.id,
      withdraw: withdrawn.transaction.id,
    };
  });

  it('when a user lists their history, then it is newest first with pagination and a summary of every row', async () => {
    const page = await myTransactions(frank);

    expect(page.items.map((item) => [item.id, item.type, item.direction, item.status])).toEqual([
      [ids.withdraw, 'WITHDRAW', 'DEBIT', 'CANCELLED'],
      [ids.receive, 'RECEIVE', 'CREDIT', 'COMPLETED'],
      [ids.send, 'SEND', 'DEBIT', 'COMPLETED'],
      [ids.deposit, 'DEPOSIT', 'CREDIT', 'COMPLETED'],
    ]);
    expect(page.items[1]).toMatchObject({ sender: party(bob), recipient: party(frank), amount: '5.00' });
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 4, itemsPerPage: 10 });
    expect(page.summary).toEqual({
      totalCount: 4,
      completedCount: 3,
      pendingCount: 0,
      failedCount: 0,
      cancelledCount: 1,
      totalIn: '105.00',
      totalOut: '30.00',
    });
  });

  it('when the history is filtered by type or status, then only those rows and their summary come back', async () => {
    const sends = await myTransactions(frank, { filter: { type: 'SEND' } });
    const cancelled = await myTransactions(frank, { filter: { status: 'CANCELLED' } });
    const received = await myTransactions(frank, { filter: { type: 'RECEIVE', status: 'COMPLETED' } });

    expect(sends.items.map((item) => item.id)).toEqual([ids.send]);
    expect(sends.summary).toMatchObject({ totalCount: 1, totalIn: '0.00', totalOut: '30.00' });
    expect(cancelled.items.map((item) => item.id)).toEqual([ids.withdraw]);
    expect(received.items.map((item) => item.id)).toEqual([ids.receive]);
  });

  it('when a later page is asked for, then its rows come back with the page numbers, the summary still of all', async () => {
    const page = await myTransactions(frank, { page: 2, limit: 3 });

    expect(page.items.map((item) => item.id)).toEqual([ids.deposit]);
    expect(page.pagination).toEqual({ currentPage: 2, totalPages: 2, totalItems: 4, itemsPerPage: 3 });
    expect(page.summary.totalCount).toBe(4);
  });

  it('when page or limit is out of range, then BAD_USER_INPUT', async () => {
    for (const variables of [{ page: 0 }, { limit: 0 }, { limit: 1001 }]) {
      const answer = await frank.browser.post({ query: MY_TRANSACTIONS, variables });
      expect(firstError(answer).code).toBe('BAD_USER_INPUT');
    }
  });

  it('when a user reads one of their movements, then every field is there as in the list', async () => {
    const [listed] = (await myTransactions(frank, { filter: { type: 'WITHDRAW' } })).items;

    const answer = await frank.browser.post({ query: TRANSACTION, variables: { id: ids.withdraw } });

    expect(dataOf(answer).transaction).toEqual(listed);
    expect(listed).toMatchObject({ method: 'CARD', fee: '3.00', status: 'CANCELLED', recipient: null });
  });

  it("when a user reads another person's, an unknown or a malformed id, then it is null, not an error", async () => {
    for (const id of [ids.deposit, randomUUID()]) {
      const answer = await carol.browser.post({ query: TRANSACTION, variables: { id } });
      expect(answer.body).toEqual({ data: { transaction: null } });
    }
    for (const id of ['abc', '..', '']) {
      const { answer, calls } = await postCounted(frank, { query: TRANSACTION, variables: { id } });
      expect(answer.body).toEqual({ data: { transaction: null } });
      expect(calls).toEqual([]);
    }
  });
});

describe('REST calls per request', () => {
  let dave: Account;

  beforeAll(async () => {
    dave = await openAccount('dave', '01712345604');
    await fund(alice, '50.00');
    await fund(carol, '50.00');
    for (let index = 0; index < 5; index += 1) {
      dataOf(await sendMoney(alice, dave.id, '1.00'));
      dataOf(await sendMoney(carol, dave.id, '1.00'));
    }
  });

  const NAMES_OF_TEN = graphql(`
    query MoneyTestNamesOfTen {
      myTransactions(limit: 10) {
        items {
          id
          amount
          sender {
            id
            name
          }
          recipient {
            id
            name
          }
        }
      }
    }
  `);

  it('when ten rows are listed with both parties by name, then the bff makes exactly one REST call', async () => {
    const { answer, calls } = await postCounted(dave, { query: NAMES_OF_TEN });

    const { items } = dataOf(answer).myTransactions;
    expect(items).toHaveLength(10);
    expect(new Set(items.map((item) => item.sender?.name))).toEqual(
      new Set([alice.person.name, carol.person.name]),
    );
    expect(items.every((item) => item.recipient?.name === dave.person.name)).toBe(true);
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/transactions/my-history?limit=10']);
  });

  it('when transaction(id) of a listed row sits beside myTransactions, before or after it, then it costs no REST call', async () => {
    const [newest] = (await myTransactions(dave, { limit: 10 })).items;
    const query = graphql(`
      query MoneyTestBeside($id: ID!) {
        before: transaction(id: $id) {
          ...MoneyTestTransaction
        }
        myTransactions(limit: 10) {
          items {
            ...MoneyTestTransaction
          }
        }
        after: transaction(id: $id) {
          ...MoneyTestTransaction
        }
      }
    `);

    const { answer, calls } = await postCounted(dave, { query, variables: { id: newest!.id } });

    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.before).toEqual(newest);
    expect(answer.body.data?.after).toEqual(newest);
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/transactions/my-history?limit=10']);
  });

  it('when transaction(id) asks for a row the list does not hold, then it is loaded by itself', async () => {
    const [oldest] = (await myTransactions(dave, { page: 10, limit: 1 })).items;
    const query = graphql(`
      query MoneyTestApart($id: ID!) {
        myTransactions(limit: 2) {
          items {
            id
          }
        }
        transaction(id: $id) {
          id
        }
      }
    `);

    const { answer, calls } = await postCounted(dave, { query, variables: { id: oldest!.id } });

    expect(answer.body.data?.transaction).toEqual({ id: oldest!.id });
    expect(calls.map((call) => call.url).sort()).toEqual(
      ['/api/v1/transactions/my-history?limit=2', `/api/v1/transactions/${oldest!.id}`].sort(),
    );
  });

  it('when one document asks for the wallet twice, then the api is called once', async () => {
    const { answer, calls } = await postCounted(dave, {
      query: '{ one: myWallet { balance } two: myWallet { id balance } }',
    });

    expect(answer.body.errors).toBeUndefined();
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/wallets/my-wallet']);
  });
});

describe('a blocked wallet', () => {
  let erin: Account;

  beforeAll(async () => {
    erin = await openAccount('erin', '01712345605');
    await fund(erin, '40.00');
    await stack.api.db.update(wallets).set({ isBlocked: true }).where(eq(wallets.userId, erin.id));
  });

  it("when its owner moves money, then FORBIDDEN carries the api's message and nothing moves", async () => {
    expect((await myWallet(erin)).isBlocked).toBe(true);

    expect(firstError(await addMoney(erin, '5.00'))).toEqual({
      code: 'FORBIDDEN',
      message: walletMessages.walletBlocked,
    });
    expect(firstError(await sendMoney(erin, bob.id, '5.00'))).toEqual({
      code: 'FORBIDDEN',
      message: walletMessages.walletBlocked,
    });
    expect(firstError(await withdraw(erin, '20.00', 'BANK'))).toEqual({
      code: 'FORBIDDEN',
      message: walletMessages.walletBlocked,
    });
    expect(await balanceCents(erin)).toBe(4000);
  });

  it("when someone sends to it, then BAD_USER_INPUT carries the api's message", async () => {
    expect(firstError(await sendMoney(bob, erin.id, '1.00'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: walletMessages.receiverBlocked,
    });
  });
});
