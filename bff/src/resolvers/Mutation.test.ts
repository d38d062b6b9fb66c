// submitContact through the bff against the real api: stored by the api, its confirmation and its refusals passed on unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages } from '@wallet/api/db/schema';
import { CONTACT_SUCCESS_MESSAGE, EMAIL_MESSAGE } from '@wallet/common/contact';
import type { TestStack } from '../test/stack';
import { firstError, postGraphql, startTestStack } from '../test/stack';
import { graphql } from '../__generated__/test-documents';

const SUBMIT_CONTACT = graphql(`
  mutation MutationTestSubmitContact($input: ContactInput!) {
    submitContact(input: $input) {
      message
      contact {
        id
        createdAt
      }
    }
  }
`);

const validInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: null,
  company: 'Analytical Engines',
  subject: 'Fees',
  message: 'What does a withdrawal to a card cost?',
};

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack.close();
});

async function storedCount(): Promise<number> {
  return (await stack.api.db.select({ id: contactMessages.id }).from(contactMessages)).length;
}

describe('submitContact', () => {
  it('when the form is complete, then the api stores it and its confirmation comes back with the stored id', async () => {
    const answer = await postGraphql(stack.bff.url, {
      query: SUBMIT_CONTACT,
      variables: { input: validInput },
    });

    expect(answer.body.errors).toBeUndefined();
    const payload = answer.body.data?.submitContact as {
      message: string;
      contact: { id: string; createdAt: string };
    };
    expect(payload.message).toBe(CONTACT_SUCCESS_MESSAGE);
    const [row] = await stack.api.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, payload.contact.id));
    expect(row).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: null,
      company: 'Analytical Engines',
      subject: 'Fees',
    });
    expect(payload.contact.createdAt).toBe(row?.createdAt.toISOString());
  });

  it("when required fields are empty, then BAD_USER_INPUT carries the api's message unchanged and nothing is stored", async () => {
    const input = { ...validInput, firstName: '', email: ' ' };
    const before = await storedCount();
    const rest = await fetch(stack.api.apiUrl('/contact'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...input, phone: undefined }),
    });
    const restBody = (await rest.json()) as { message: string };

    const answer = await postGraphql(stack.bff.url, { query: SUBMIT_CONTACT, variables: { input } });

    expect(rest.status).toBe(400);
    expect(restBody.message).toBe('Please fill in all required fields: First Name, Email');
    expect(firstError(answer)).toEqual({ code: 'BAD_USER_INPUT', message: restBody.message });
    expect(answer.body.data).toBeNull();
    expect(await storedCount()).toBe(before);
  });

  it("when the e-mail address is not valid, then BAD_USER_INPUT says so in the api's words", async () => {
    const answer = await postGraphql(stack.bff.url, {
      query: SUBMIT_CONTACT,
      variables: { input: { ...validInput, email: 'ada-at-example' } },
    });

    expect(firstError(answer)).toEqual({ code: 'BAD_USER_INPUT', message: EMAIL_MESSAGE });
  });

  it('when a required variable is missing, then the bff refuses it before calling the api', async () => {
    const { firstName: _left, ...withoutFirstName } = validInput;
    const before = await storedCount();

    // As text: the input lacks a field the schema requires, which is the point here.
    const answer = await postGraphql(stack.bff.url, {
      query: String(SUBMIT_CONTACT),
      variables: { input: withoutFirstName },
    });

    expect(answer.status).toBe(400);
    expect(firstError(answer).code).toBe('BAD_USER_INPUT');
    expect(await storedCount()).toBe(before);
  });
});
