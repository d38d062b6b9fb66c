// Reversals through the bff against the real api (docs/reversals.md): one admin proposes, another approves (the
// money moves back and the two transactions name each other) or rejects (nothing moves); the proposer deciding
// their own gets the api's four-eyes refusal.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@wallet/api/db/schema';
import { reversalMessages } from '@wallet/common/reversals';
import { signUpVerified, testPerson } from '../test/accounts';
import { Browser } from '../test/browser';
import { graphql } from '../__generated__/test-documents';
import type { TestStack } from '../test/stack';
import { dataOf, firstError, startTestStack } from '../test/stack';

const ADMIN = { email: 'root@example.com', password: 'Wallet#2026' };

const LOGIN = graphql(`
  mutation ReversalsTestLogin($input: LoginInput!) {
    login(input: $input) {
      message
    }
  }
`);

const ADD_MONEY = graphql(`
  mutation ReversalsTestAddMoney($input: AddMoneyInput!) {
    addMoney(input: $input) {
      message
    }
  }
`);

const SEND_MONEY = graphql(`
  mutation ReversalsTestSend($input: SendMoneyInput!) {
    sendMoney(input: $input) {
      transaction {
        id
      }
    }
  }
`);

const BALANCE = graphql(`
  query ReversalsTestBalance {
    myWallet {
      balance
    }
  }
`);

const PROPOSE = graphql(`
  mutation ReversalsTestPropose($input: ProposeReversalInput!) {
    proposeReversal(input: $input) {
      reversal {
        id
      }
    }
  }
`);

const APPROVE = graphql(`
  mutation ReversalsTestApprove($input: ReversalDecisionInput!) {
    approveReversal(input: $input) {
      message
      reversal {
        id
        status
        amount
        decisionReason
        reversalTransactionId
        proposedBy {
          name
        }
        decidedBy {
          name
        }
      }
    }
  }
`);

const REJECT = graphql(`
  mutation ReversalsTestReject($input: ReversalDecisionInput!) {
    rejectReversal(input: $input) {
      message
      reversal {
        id
        status
        decisionReason
        reversalTransactionId
        decidedBy {
          name
        }
      }
    }
  }
`);

const TRANSACTION = graphql(`
  query ReversalsTestTransaction($id: ID!) {
    transaction(id: $id) {
      id
      amount
      reverses
      reversedBy
    }
  }
`);

interface Party {
  id: string;
  browser: Browser;
}

let stack: TestStack;
let ada: Browser;
let bea: Browser;
let alice: Party;
let bob: Party;

async function signedIn(browser: Browser, input: { email: string; password: string }): Promise<void> {
  const login = await browser.post({ query: LOGIN, variables: { input } });
  expect(login.body.errors).toBeUndefined();
}

async function openAccount(
  handle: string,
  phone: string,
): Promise<Party & { password: string; email: string }> {
  const browser = new Browser(stack.bff.url);
  const person = testPerson(handle, { phone });
  const id = await signUpVerified(stack.api, browser, person);
  await signedIn(browser, { email: person.email, password: person.password });
  return { id, browser, email: person.email, password: person.password };
}

/** A second admin: a verified account made admin in the database, then signed in afresh. */
async function secondAdmin(): Promise<Browser> {
  const bea = await openAccount('bea', '01712345633');
  await stack.api.db.update(users).set({ role: 'admin' }).where(eq(users.id, bea.id));
  const browser = new Browser(stack.bff.url);
  await signedIn(browser, { email: bea.email, password: bea.password });
  return browser;
}

async function balanceOf(party: Party): Promise<string> {
  return dataOf(await party.browser.post({ query: BALANCE })).myWallet.balance;
}

async function proposedReversal(amount: string): Promise<{ transactionId: string; reversalId: string }> {
  const sent = await alice.browser.post({
    query: SEND_MONEY,
    variables: { input: { receiverId: bob.id, amount: '40.00', idempotencyKey: randomUUID() } },
  });
  const transactionId = dataOf(sent).sendMoney.transaction.id;
  const proposal = dataOf(
    await ada.post({
      query: PROPOSE,
      variables: { input: { transactionId, amount, reason: 'Sent to the wrong person' } },
    }),
  ).proposeReversal.reversal;
  return { transactionId, reversalId: proposal.id };
}

beforeAll(async () => {
  stack = await startTestStack({
    api: { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } },
  });
  ada = new Browser(stack.bff.url);
  await signedIn(ada, ADMIN);
  alice = await openAccount('alice', '01712345631');
  bob = await openAccount('bob', '01712345632');
  bea = await secondAdmin();
  const added = await alice.browser.post({
    query: ADD_MONEY,
    variables: { input: { amount: '300.00', idempotencyKey: randomUUID() } },
  });
  expect(added.body.errors).toBeUndefined();
});

afterAll(async () => {
  await stack.close();
});

describe('reversal decisions through GraphQL', () => {
  it('when a second admin approves, then the money moves back and the original and the reversal name each other', async () => {
    const { transactionId, reversalId } = await proposedReversal('15.00');
    const [aliceBefore, bobBefore] = [await balanceOf(alice), await balanceOf(bob)];

    const approved = dataOf(
      await bea.post({
        query: APPROVE,
        variables: { input: { id: reversalId, reason: 'Checked with Bob' } },
      }),
    ).approveReversal;
    expect(approved).toMatchObject({
      message: reversalMessages.approved('$15.00'),
      reversal: { id: reversalId, status: 'APPROVED', amount: '15.00', decisionReason: 'Checked with Bob' },
    });
    const reversalTransactionId = approved.reversal.reversalTransactionId;
    expect(reversalTransactionId).toEqual(expect.any(String));

    expect(Number(await balanceOf(alice))).toBeCloseTo(Number(aliceBefore) + 15, 2);
    expect(Number(await balanceOf(bob))).toBeCloseTo(Number(bobBefore) - 15, 2);

    const original = dataOf(
      await bea.post({ query: TRANSACTION, variables: { id: transactionId } }),
    ).transaction;
    expect(original).toEqual({
      id: transactionId,
      amount: '40.00',
      reverses: null,
      reversedBy: [reversalTransactionId],
    });
    const reversal = dataOf(
      await bea.post({ query: TRANSACTION, variables: { id: reversalTransactionId ?? '' } }),
    ).transaction;
    expect(reversal).toEqual({
      id: reversalTransactionId,
      amount: '15.00',
      reverses: transactionId,
      reversedBy: [],
    });
  });

  it('when a second admin rejects, then nothing moves and the original is reversed by nothing', async () => {
    const { transactionId, reversalId } = await proposedReversal('10.00');
    const [aliceBefore, bobBefore] = [await balanceOf(alice), await balanceOf(bob)];

    const rejected = dataOf(
      await bea.post({
        query: REJECT,
        variables: { input: { id: reversalId, reason: 'The send was right' } },
      }),
    ).rejectReversal;
    expect(rejected).toMatchObject({
      message: reversalMessages.rejected,
      reversal: {
        id: reversalId,
        status: 'REJECTED',
        decisionReason: 'The send was right',
        reversalTransactionId: null,
      },
    });

    expect(await balanceOf(alice)).toBe(aliceBefore);
    expect(await balanceOf(bob)).toBe(bobBefore);
    const original = dataOf(
      await bea.post({ query: TRANSACTION, variables: { id: transactionId } }),
    ).transaction;
    expect(original).toMatchObject({ reverses: null, reversedBy: [] });
    const again = await bea.post({ query: APPROVE, variables: { input: { id: reversalId } } });
    expect(firstError(again)).toEqual({ code: 'CONFLICT', message: reversalMessages.alreadyRejected });
  });

  it('when the proposer approves or rejects their own, then the four-eyes refusal and nothing moves', async () => {
    const { transactionId, reversalId } = await proposedReversal('5.00');
    const aliceBefore = await balanceOf(alice);

    const approveOwn = await ada.post({ query: APPROVE, variables: { input: { id: reversalId } } });
    expect(approveOwn.body.data).toBeNull();
    expect(firstError(approveOwn).message).toBe(reversalMessages.ownProposal);
    const rejectOwn = await ada.post({ query: REJECT, variables: { input: { id: reversalId } } });
    expect(firstError(rejectOwn).message).toBe(reversalMessages.ownProposal);

    expect(await balanceOf(alice)).toBe(aliceBefore);
    const original = dataOf(
      await ada.post({ query: TRANSACTION, variables: { id: transactionId } }),
    ).transaction;
    expect(original?.reversedBy).toEqual([]);
  });
  it('when the same proposal and the same approval are sent twice with their keys, then one proposal and one journal, each answered alike', async () => {
    const sent = await alice.browser.post({
      query: SEND_MONEY,
      variables: { input: { receiverId: bob.id, amount: '40.00', idempotencyKey: randomUUID() } },
    });
    const transactionId = dataOf(sent).sendMoney.transaction.id;
    const proposal = {
      query: PROPOSE,
      variables: {
        input: { transactionId, amount: '5.00', reason: 'Sent twice', idempotencyKey: randomUUID() },
      },
    };
    const first = dataOf(await ada.post(proposal)).proposeReversal.reversal;
    const again = dataOf(await ada.post(proposal)).proposeReversal.reversal;
    expect(again.id).toBe(first.id);

    const aliceBefore = await balanceOf(alice);
    const approval = {
      query: APPROVE,
      variables: { input: { id: first.id, idempotencyKey: randomUUID() } },
    };
    const approved = dataOf(await bea.post(approval)).approveReversal;
    const replayed = dataOf(await bea.post(approval)).approveReversal;
    expect(replayed).toEqual(approved);
    expect(await balanceOf(alice)).toBe((Number(aliceBefore) + 5).toFixed(2));

    // Without a key a repeated approval is refused as already decided, and still nothing more moves.
    const repeated = await bea.post({ query: APPROVE, variables: { input: { id: first.id } } });
    expect(firstError(repeated)?.message).toBe(reversalMessages.alreadyApproved);
    expect(await balanceOf(alice)).toBe((Number(aliceBefore) + 5).toFixed(2));
  });
});
