// payee(handle): the receiver a pay link names, and counterAgent(handle): the approved agent a counter code names,
// through the bff against the real api (docs/pay-links.md).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@wallet/api/db/schema';
import { payLinkMessages } from '@wallet/common/pay-links';
import { signUpVerified, testPerson } from '../test/accounts';
import { Browser } from '../test/browser';
import { graphql } from '../__generated__/test-documents';
import type { TestStack } from '../test/stack';
import { dataOf, firstError, startTestStack } from '../test/stack';

const LOGIN = graphql(`
  mutation PayLinksTestLogin($input: LoginInput!) {
    login(input: $input) {
      message
    }
  }
`);

const PAYEE = graphql(`
  query PayLinksTestPayee($handle: ID!) {
    payee(handle: $handle) {
      id
      name
      maskedEmail
      maskedPhone
    }
  }
`);

const COUNTER_AGENT = graphql(`
  query PayLinksTestCounterAgent($handle: ID!) {
    counterAgent(handle: $handle) {
      id
      name
    }
  }
`);

let stack: TestStack;
let alice: { id: string; browser: Browser };
let bobId: string;

beforeAll(async () => {
  stack = await startTestStack();
  const aliceBrowser = new Browser(stack.bff.url);
  const person = testPerson('paylinkalice', { phone: '01712345611' });
  alice = { id: await signUpVerified(stack.api, aliceBrowser, person), browser: aliceBrowser };
  const login = await aliceBrowser.post({
    query: LOGIN,
    variables: { input: { email: person.email, password: person.password } },
  });
  expect(login.body.errors).toBeUndefined();
  bobId = await signUpVerified(
    stack.api,
    new Browser(stack.bff.url),
    testPerson('paylinkbob', { phone: '01712345612' }),
  );
});

afterAll(async () => {
  await stack.close();
});

describe('payee', () => {
  it('when the handle is a user, then they come back as a masked match', async () => {
    const payee = dataOf(await alice.browser.post({ query: PAYEE, variables: { handle: bobId } })).payee;

    expect(payee).toEqual({
      id: bobId,
      name: 'Paylinkbob Tester',
      maskedEmail: 'pa•••@example.com',
      maskedPhone: '•••••••5612',
    });
  });

  it('when the handle is unknown, then NOT_FOUND carries the clear message', async () => {
    const answer = await alice.browser.post({ query: PAYEE, variables: { handle: randomUUID() } });

    expect(firstError(answer)).toEqual({ code: 'NOT_FOUND', message: payLinkMessages.handleUnknown });
  });

  it('when the handle is the payer, then BAD_USER_INPUT says it is their own link', async () => {
    const answer = await alice.browser.post({ query: PAYEE, variables: { handle: alice.id } });

    expect(firstError(answer)).toEqual({ code: 'BAD_USER_INPUT', message: payLinkMessages.ownLink });
  });

  it('when nobody is signed in, then UNAUTHENTICATED', async () => {
    const answer = await new Browser(stack.bff.url).post({ query: PAYEE, variables: { handle: bobId } });

    expect(firstError(answer).code).toBe('UNAUTHENTICATED');
  });
});

describe('counterAgent', () => {
  it('when the handle is an approved agent, then their name comes back; before approval, NOT_FOUND warns', async () => {
    const agentId = await signUpVerified(
      stack.api,
      new Browser(stack.bff.url),
      testPerson('counteragent', { phone: '01712345613', role: 'AGENT' }),
    );
    const ask = () => alice.browser.post({ query: COUNTER_AGENT, variables: { handle: agentId } });

    expect(firstError(await ask())).toEqual({ code: 'NOT_FOUND', message: payLinkMessages.counterUnknown });
    await stack.api.db.update(users).set({ isApproved: true }).where(eq(users.id, agentId));
    expect(dataOf(await ask()).counterAgent).toEqual({ id: agentId, name: 'Counteragent Tester' });
  });

  it('when the handle is a user, then NOT_FOUND carries the warning', async () => {
    const answer = await alice.browser.post({ query: COUNTER_AGENT, variables: { handle: bobId } });

    expect(firstError(answer)).toEqual({ code: 'NOT_FOUND', message: payLinkMessages.counterUnknown });
  });
});
