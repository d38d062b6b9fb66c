// Disputes through the bff against the real api (docs/disputes.md): Alice reports a problem with a send, sees it
// in myDisputes with its transaction; the admin reads the queue and moves it on; the api's refusals passed on with
// their codes and messages.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disputeMessages } from '@wallet/common/disputes';
import type { TestPerson } from '../test/accounts';
import { signUpVerified, testPerson } from '../test/accounts';
import { Browser } from '../test/browser';
import { graphql } from '../__generated__/test-documents';
import type { TestStack } from '../test/stack';
import { dataOf, firstError, startTestStack } from '../test/stack';

const ADMIN = { email: 'root@example.com', password: 'Wallet#2026' };

graphql(`
  fragment DisputesTestDispute on Dispute {
    id
    transactionId
    reason
    note
    status
    reporter {
      id
      name
    }
    transaction {
      id
      type
      amount
    }
    notes {
      status
      note
      authorRole
      authorName
    }
  }
`);

const LOGIN = graphql(`
  mutation DisputesTestLogin($input: LoginInput!) {
    login(input: $input) {
      message
    }
  }
`);

const ADD_MONEY = graphql(`
  mutation DisputesTestAddMoney($input: AddMoneyInput!) {
    addMoney(input: $input) {
      message
    }
  }
`);

const SEND_MONEY = graphql(`
  mutation DisputesTestSend($input: SendMoneyInput!) {
    sendMoney(input: $input) {
      transaction {
        id
      }
    }
  }
`);

const REPORT = graphql(`
  mutation DisputesTestReport($input: ReportProblemInput!) {
    reportProblem(input: $input) {
      message
      dispute {
        ...DisputesTestDispute
      }
    }
  }
`);

const UPDATE = graphql(`
  mutation DisputesTestUpdate($input: UpdateDisputeInput!) {
    updateDispute(input: $input) {
      message
      dispute {
        ...DisputesTestDispute
      }
    }
  }
`);

const MINE = graphql(`
  query DisputesTestMine($transactionId: ID) {
    myDisputes(transactionId: $transactionId) {
      items {
        ...DisputesTestDispute
      }
      pagination {
        totalItems
      }
    }
  }
`);

const QUEUE = graphql(`
  query DisputesTestQueue($status: DisputeStatus, $reason: DisputeReason) {
    disputes(status: $status, reason: $reason) {
      items {
        ...DisputesTestDispute
      }
      pagination {
        totalItems
      }
    }
  }
`);

const PROPOSE = graphql(`
  mutation DisputesTestPropose($input: ProposeReversalInput!) {
    proposeReversal(input: $input) {
      reversal {
        id
      }
    }
  }
`);

const REVERSALS_OF_QUEUE = graphql(`
  query DisputesTestQueueReversals($status: DisputeStatus) {
    disputes(status: $status, limit: 1000) {
      items {
        id
        reversals {
          id
          transactionId
          amount
          reason
          status
        }
      }
    }
  }
`);

const REVERSALS_OF_MINE = graphql(`
  query DisputesTestMineReversals($transactionId: ID) {
    myDisputes(transactionId: $transactionId) {
      items {
        id
        reversals {
          id
        }
      }
    }
  }
`);

const REVERSALS_BY_TRANSACTION = graphql(`
  query DisputesTestReversalsByTransaction($transactionId: ID) {
    reversals(transactionId: $transactionId) {
      items {
        id
      }
    }
  }
`);

interface Account {
  id: string;
  person: TestPerson;
  browser: Browser;
}

let stack: TestStack;
let admin: Browser;
let alice: Account;
let bob: Account;

async function signedIn(browser: Browser, input: { email: string; password: string }): Promise<void> {
  const login = await browser.post({ query: LOGIN, variables: { input } });
  expect(login.body.errors).toBeUndefined();
}

async function openAccount(handle: string, phone: string): Promise<Account> {
  const browser = new Browser(stack.bff.url);
  const person = testPerson(handle, { phone });
  const id = await signUpVerified(stack.api, browser, person);
  await signedIn(browser, { email: person.email, password: person.password });
  return { id, person, browser };
}

beforeAll(async () => {
  stack = await startTestStack({
    api: { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } },
  });
  admin = new Browser(stack.bff.url);
  await signedIn(admin, ADMIN);
  alice = await openAccount('alice', '01712345621');
  bob = await openAccount('bob', '01712345622');
  const added = await alice.browser.post({
    query: ADD_MONEY,
    variables: { input: { amount: '300.00', idempotencyKey: randomUUID() } },
  });
  expect(added.body.errors).toBeUndefined();
});

afterAll(async () => {
  await stack.close();
});

async function aSend(): Promise<string> {
  const sent = await alice.browser.post({
    query: SEND_MONEY,
    variables: { input: { receiverId: bob.id, amount: '40.00', idempotencyKey: randomUUID() } },
  });
  return dataOf(sent).sendMoney.transaction.id;
}

describe('disputes through GraphQL', () => {
  it('when Alice reports a send and the admin moves it to investigating then resolved, then Alice reads each status', async () => {
    const transactionId = await aSend();

    const reported = dataOf(
      await alice.browser.post({
        query: REPORT,
        variables: { input: { transactionId, reason: 'WRONG_RECIPIENT', note: 'Meant for Bobby' } },
      }),
    ).reportProblem;
    expect(reported).toMatchObject({
      message: disputeMessages.reported,
      dispute: {
        transactionId,
        reason: 'WRONG_RECIPIENT',
        status: 'OPEN',
        note: 'Meant for Bobby',
        reporter: { id: alice.id },
        transaction: { id: transactionId, type: 'SEND', amount: '40.00' },
        notes: [{ status: 'OPEN', authorRole: 'REPORTER' }],
      },
    });
    const id = reported.dispute.id;

    const queue = dataOf(await admin.post({ query: QUEUE, variables: { status: 'OPEN' } })).disputes;
    expect(queue.items.map((dispute) => dispute.id)).toContain(id);
    expect(queue.items.find((dispute) => dispute.id === id)?.transaction).toMatchObject({
      id: transactionId,
    });

    const investigating = dataOf(
      await admin.post({
        query: UPDATE,
        variables: { input: { id, status: 'INVESTIGATING', note: 'Asked Bob' } },
      }),
    ).updateDispute;
    expect(investigating).toMatchObject({
      message: 'Dispute marked investigating',
      dispute: { status: 'INVESTIGATING' },
    });
    dataOf(await admin.post({ query: UPDATE, variables: { input: { id, status: 'RESOLVED' } } }));

    const mine = dataOf(await alice.browser.post({ query: MINE, variables: { transactionId } })).myDisputes;
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]?.status).toBe('RESOLVED');
    expect(mine.items[0]?.notes.map((note) => [note.status, note.authorRole, note.authorName])).toEqual([
      ['OPEN', 'REPORTER', alice.person.name],
      ['INVESTIGATING', 'ADMIN', null],
      ['RESOLVED', 'ADMIN', null],
    ]);
  });

  it('when an admin proposes reversing a disputed send, then the queue shows the proposal with the dispute and the reporter does not', async () => {
    const transactionId = await aSend();
    const otherId = await aSend();
    const dispute = dataOf(
      await alice.browser.post({
        query: REPORT,
        variables: { input: { transactionId, reason: 'WRONG_RECIPIENT', note: 'Meant for Bobby' } },
      }),
    ).reportProblem.dispute;
    const untouched = dataOf(
      await alice.browser.post({
        query: REPORT,
        variables: { input: { transactionId: otherId, reason: 'NOT_RECEIVED' } },
      }),
    ).reportProblem.dispute;

    const proposal = dataOf(
      await admin.post({
        query: PROPOSE,
        variables: { input: { transactionId, amount: '15.00', reason: 'Wrong recipient: Meant for Bobby' } },
      }),
    ).proposeReversal.reversal;

    const queue = dataOf(
      await admin.post({ query: REVERSALS_OF_QUEUE, variables: { status: 'OPEN' } }),
    ).disputes;
    expect(queue.items.find((item) => item.id === dispute.id)?.reversals).toEqual([
      {
        id: proposal.id,
        transactionId,
        amount: '15.00',
        reason: 'Wrong recipient: Meant for Bobby',
        status: 'PROPOSED',
      },
    ]);
    expect(queue.items.find((item) => item.id === untouched.id)?.reversals).toEqual([]);
    const byTransaction = dataOf(
      await admin.post({ query: REVERSALS_BY_TRANSACTION, variables: { transactionId } }),
    ).reversals;
    expect(byTransaction.items.map((item) => item.id)).toEqual([proposal.id]);

    const mine = dataOf(
      await alice.browser.post({ query: REVERSALS_OF_MINE, variables: { transactionId } }),
    ).myDisputes;
    expect(mine.items.map((item) => item.reversals)).toEqual([[]]);
  });

  it('when the input is bad or the caller may not, then the api refusal with its code and message', async () => {
    const transactionId = await aSend();

    const someoneElses = await bob.browser.post({
      query: REPORT,
      variables: { input: { transactionId: randomUUID(), reason: 'UNAUTHORIZED' } },
    });
    expect(firstError(someoneElses)).toEqual({
      code: 'NOT_FOUND',
      message: disputeMessages.transactionNotFound,
    });
    const noNote = await alice.browser.post({
      query: REPORT,
      variables: { input: { transactionId, reason: 'OTHER' } },
    });
    expect(firstError(noNote)).toMatchObject({ message: disputeMessages.noteRequired });
    const badReason = await alice.browser.post({
      query: REPORT,
      variables: { input: { transactionId, reason: 'CHANGED_MY_MIND' as never } },
    });
    expect(badReason.body.errors).toBeDefined();

    const first = dataOf(
      await alice.browser.post({
        query: REPORT,
        variables: { input: { transactionId, reason: 'NOT_RECEIVED' } },
      }),
    ).reportProblem.dispute;
    const twice = await alice.browser.post({
      query: REPORT,
      variables: { input: { transactionId, reason: 'NOT_RECEIVED' } },
    });
    expect(firstError(twice)).toEqual({ code: 'CONFLICT', message: disputeMessages.alreadyOpen });

    const byAlice = await alice.browser.post({
      query: UPDATE,
      variables: { input: { id: first.id, status: 'INVESTIGATING' } },
    });
    expect(firstError(byAlice).code).toBe('FORBIDDEN');
    const queueByAlice = await alice.browser.post({ query: QUEUE, variables: {} });
    expect(firstError(queueByAlice).code).toBe('FORBIDDEN');
    const badMove = await admin.post({
      query: UPDATE,
      variables: { input: { id: first.id, status: 'RESOLVED' } },
    });
    expect(firstError(badMove)).toEqual({
      code: 'CONFLICT',
      message: 'A dispute that is open can only become investigating or rejected',
    });
    const unknown = await admin.post({
      query: UPDATE,
      variables: { input: { id: 'nope', status: 'RESOLVED' } },
    });
    expect(firstError(unknown)).toEqual({ code: 'NOT_FOUND', message: disputeMessages.notFound });
  });
});
