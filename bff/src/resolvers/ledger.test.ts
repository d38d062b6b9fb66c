// The admin's ledger through the bff against the real api: the summary as Money, a check run now and then read back
// as the last check and in the history, and every other role refused with FORBIDDEN.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPerson } from '../test/accounts';
import { signUpVerified, testPerson } from '../test/accounts';
import { Browser } from '../test/browser';
import type { TestStack } from '../test/stack';
import { dataOf, firstError, startTestStack } from '../test/stack';
import { graphql } from '../__generated__/test-documents';

const ADMIN = { email: 'books@example.com', password: 'Wallet#2026' };

const LOGIN = graphql(`
  mutation LedgerTestLogin($input: LoginInput!) {
    login(input: $input) {
      message
    }
  }
`);

const ADD_MONEY = graphql(`
  mutation LedgerTestAddMoney($input: AddMoneyInput!) {
    addMoney(input: $input) {
      message
    }
  }
`);

const WITHDRAW = graphql(`
  mutation LedgerTestWithdraw($input: WithdrawInput!) {
    withdraw(input: $input) {
      message
    }
  }
`);

graphql(`
  fragment LedgerTestCheck on LedgerCheck {
    id
    startedAt
    durationMs
    ok
    breaches {
      description
      journalIds
    }
    requestedBy {
      id
      name
    }
  }
`);

const SUMMARY = graphql(`
  query LedgerTestSummary {
    ledgerSummary {
      id
      total
      walletsTotal
      accounts {
        kind
        balance
      }
      days {
        day
        moneyIn
        moneyOut
      }
      pendingPayouts {
        count
        amount
        oldest {
          id
          amount
          fee
          method
          createdAt
          ageSeconds
          user {
            id
            name
          }
        }
      }
      lastCheck {
        ...LedgerTestCheck
      }
      checkIntervalMinutes
    }
  }
`);

const RUN_CHECK = graphql(`
  mutation LedgerTestRunCheck {
    runLedgerCheck {
      message
      check {
        ...LedgerTestCheck
      }
      summary {
        id
        lastCheck {
          id
          ok
        }
      }
    }
  }
`);

const CHECKS = graphql(`
  query LedgerTestChecks($page: Int, $limit: Int) {
    ledgerChecks(page: $page, limit: $limit) {
      items {
        ...LedgerTestCheck
      }
      pagination {
        currentPage
        totalPages
        totalItems
        itemsPerPage
      }
    }
  }
`);

let stack: TestStack;
let admin: Browser;
let una: { id: string; person: TestPerson; browser: Browser };

beforeAll(async () => {
  stack = await startTestStack({
    api: { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } },
  });
  admin = new Browser(stack.bff.url);
  expect((await admin.post({ query: LOGIN, variables: { input: ADMIN } })).body.errors).toBeUndefined();
  const browser = new Browser(stack.bff.url);
  const person = testPerson('una', { phone: '01712345791' });
  una = { id: await signUpVerified(stack.api, browser, person), person, browser };
  const login = await browser.post({
    query: LOGIN,
    variables: { input: { email: person.email, password: person.password } },
  });
  expect(login.body.errors).toBeUndefined();
  dataOf(
    await browser.post({
      query: ADD_MONEY,
      variables: { input: { amount: '100.00', idempotencyKey: randomUUID() } },
    }),
  );
  dataOf(
    await browser.post({
      query: WITHDRAW,
      variables: { input: { amount: '10.00', method: 'BANK', idempotencyKey: randomUUID() } },
    }),
  );
});

afterAll(async () => {
  await stack.close();
});

describe('ledgerSummary', () => {
  it('when an admin asks, then the books total 0.00 and each platform account is Money', async () => {
    const { ledgerSummary } = dataOf(await admin.post({ query: SUMMARY }));
    expect(ledgerSummary.id).toBe('ledger-summary');
    expect(ledgerSummary.total).toBe('0.00');
    expect(ledgerSummary.walletsTotal).toBe('87.50');
    expect(ledgerSummary.accounts).toEqual([
      { kind: 'FUNDING', balance: '-100.00' },
      { kind: 'PAYOUTS', balance: '0.00' },
      { kind: 'PAYOUTS_PENDING', balance: '10.00' },
      { kind: 'FEES', balance: '2.50' },
      { kind: 'COMMISSIONS', balance: '0.00' },
    ]);
    expect(ledgerSummary.days).toHaveLength(30);
    expect(ledgerSummary.days.at(-1)).toEqual(
      expect.objectContaining({ moneyIn: '100.00', moneyOut: '0.00' }),
    );
    expect(ledgerSummary.pendingPayouts.count).toBe(1);
    expect(ledgerSummary.pendingPayouts.amount).toBe('10.00');
    expect(ledgerSummary.pendingPayouts.oldest).toEqual([
      expect.objectContaining({
        amount: '10.00',
        fee: '2.50',
        method: 'BANK',
        user: { id: una.id, name: una.person.name },
      }),
    ]);
    expect(ledgerSummary.lastCheck).toBeNull();
    expect(ledgerSummary.checkIntervalMinutes).toBe(60);
  });

  it('when a user asks for the summary or the history, or runs the check, then it is FORBIDDEN', async () => {
    for (const query of [String(SUMMARY), String(CHECKS), String(RUN_CHECK)]) {
      const answer = await una.browser.post({ query });
      expect(firstError(answer).code).toBe('FORBIDDEN');
    }
  });

  it('when nobody is signed in, then it is UNAUTHENTICATED', async () => {
    const answer = await new Browser(stack.bff.url).post({ query: SUMMARY });
    expect(firstError(answer).code).toBe('UNAUTHENTICATED');
  });
});

describe('runLedgerCheck', () => {
  it('when an admin runs it, then it is green, the summary shows it last and the history lists it', async () => {
    const { runLedgerCheck } = dataOf(await admin.post({ query: RUN_CHECK }));
    expect(runLedgerCheck.message).toBe('Ledger check passed: the books balance');
    expect(runLedgerCheck.check.ok).toBe(true);
    expect(runLedgerCheck.check.breaches).toEqual([]);
    expect(runLedgerCheck.check.requestedBy?.name).toBe('Administrator');
    expect(runLedgerCheck.summary.lastCheck).toEqual({ id: runLedgerCheck.check.id, ok: true });
    const { ledgerChecks } = dataOf(await admin.post({ query: CHECKS, variables: { page: 1, limit: 5 } }));
    expect(ledgerChecks.items.map((check) => check.id)).toEqual([runLedgerCheck.check.id]);
    expect(ledgerChecks.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalItems: 1,
      itemsPerPage: 5,
    });
  });

  it('when the history is asked with limit 0, then it is BAD_USER_INPUT with the api message', async () => {
    const answer = await admin.post({ query: CHECKS, variables: { limit: 0 } });
    expect(firstError(answer)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'limit must be a whole number from 1 to 1000',
    });
  });
});
