// The text rule (docs/input.md) through GraphQL: a NUL byte in any text the bff passes on is the api's 400, so a
// BAD_USER_INPUT error naming the field, never INTERNAL_SERVER_ERROR; nothing is changed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, users } from '@wallet/api/db/schema';
import { signUpVerified, testPerson } from './test/accounts';
import { Browser } from './test/browser';
import type { GraphqlAnswer, TestStack } from './test/stack';
import { startTestStack } from './test/stack';

const NUL = '\u0000';

const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      message
    }
  }
`;

const SEARCH_USERS = /* GraphQL */ `
  query SearchUsers($search: String!) {
    searchUsers(search: $search) {
      id
      name
    }
  }
`;

const UPDATE_PROFILE = /* GraphQL */ `
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      message
    }
  }
`;

const FORGOT_PASSWORD = /* GraphQL */ `
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      message
    }
  }
`;

const SUBMIT_CONTACT = /* GraphQL */ `
  mutation SubmitContact($input: ContactInput!) {
    submitContact(input: $input) {
      message
    }
  }
`;

function errorOf(answer: GraphqlAnswer): { code: unknown; message: string | undefined } {
  const error = answer.body.errors?.[0];
  return { code: error?.extensions?.code, message: error?.message };
}

describe('a NUL byte through GraphQL', () => {
  let stack: TestStack;
  let browser: Browser;
  const person = testPerson('nul');
  let personId: string;

  beforeAll(async () => {
    stack = await startTestStack({ bff: { production: true } });
    browser = new Browser(stack.bff.url);
    personId = await signUpVerified(stack.api, browser, person);
    const login = await browser.post({
      query: LOGIN,
      variables: { input: { email: person.email, password: person.password } },
    });
    expect(login.body.errors).toBeUndefined();
  });

  afterAll(async () => {
    await stack.close();
  });

  it('when a user search holds a NUL byte, then it is BAD_USER_INPUT naming the search', async () => {
    const answer = await browser.post({ query: SEARCH_USERS, variables: { search: `ab${NUL}c` } });

    expect(errorOf(answer)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'search must not contain control characters',
    });
  });

  it('when a profile name holds a NUL byte, then it is BAD_USER_INPUT and the name is unchanged', async () => {
    const answer = await browser.post({
      query: UPDATE_PROFILE,
      variables: { input: { name: `Nul${NUL}Name`, phone: person.phone } },
    });
    const [stored] = await stack.api.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, personId));

    expect(errorOf(answer)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'name must not contain control characters',
    });
    expect(stored?.name).toBe(person.name);
  });

  it('when the e-mail of a sign-in or a password reset holds a NUL byte, then it is BAD_USER_INPUT', async () => {
    const signIn = await new Browser(stack.bff.url).post({
      query: LOGIN,
      variables: { input: { email: `${person.email}${NUL}`, password: person.password } },
    });
    const forgot = await browser.post({
      query: FORGOT_PASSWORD,
      variables: { email: `${NUL}${person.email}` },
    });

    expect(errorOf(signIn)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'email must not contain control characters',
    });
    expect(errorOf(forgot)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'email must not contain control characters',
    });
  });

  it('when a contact message holds a NUL byte, then it is BAD_USER_INPUT and nothing is stored', async () => {
    const answer = await browser.post({
      query: SUBMIT_CONTACT,
      variables: {
        input: {
          firstName: 'Ada',
          lastName: 'Nul',
          email: 'ada@example.com',
          subject: 'Hi',
          message: `a${NUL}b`,
        },
      },
    });

    expect(errorOf(answer)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'message must not contain control characters',
    });
    expect(await stack.api.db.select().from(contactMessages)).toEqual([]);
  });
});
