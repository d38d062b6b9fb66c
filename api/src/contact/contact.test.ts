// POST /contact: a valid message is stored; any invalid one is refused with the form's message and nothing is written.
import { contactLimits } from '@wallet/common/contact';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

beforeEach(async () => {
  await api.db.delete(contactMessages);
});

const complete = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '01712345678',
  company: 'Analytical Engines',
  subject: 'Fees',
  message: 'How much does a withdrawal to a card cost?',
};

async function postContact(body: unknown) {
  const response = await fetch(api.apiUrl('/contact'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function storedMessages() {
  return api.db.select().from(contactMessages);
}

describe('POST /contact', () => {
  it('when every field is valid, then 201 thanks the sender and the message is stored', async () => {
    const response = await postContact(complete);

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Thank you for your inquiry! We will get back to you within 24 hours.',
      data: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
        createdAt: expect.any(String) as string,
      },
    });
    const data = response.body.data as { _id: string; createdAt: string };
    expect(new Date(data.createdAt).toISOString()).toBe(data.createdAt);
    const rows = await storedMessages();
    expect(rows).toEqual([{ ...complete, id: data._id, createdAt: new Date(data.createdAt) }]);
  });

  it('when optional fields are left out and text has spaces around it, then it is stored trimmed with nulls', async () => {
    const { phone: _phone, company: _company, ...required } = complete;
    const response = await postContact({ ...required, firstName: '  Ada  ', company: '   ' });

    expect(response.status).toBe(201);
    const [row] = await storedMessages();
    expect(row).toMatchObject({ firstName: 'Ada', phone: null, company: null });
  });

  it('when unknown fields are sent, then they are ignored', async () => {
    const response = await postContact({ ...complete, isAdmin: true, id: 'mine' });

    expect(response.status).toBe(201);
    const [row] = await storedMessages();
    expect(row?.id).not.toBe('mine');
  });

  it.each([
    ['firstName', 'First Name'],
    ['lastName', 'Last Name'],
    ['email', 'Email'],
    ['subject', 'Subject'],
    ['message', 'Message'],
  ] as const)('when %s is missing, then 400 names %s and nothing is stored', async (field, label) => {
    const { [field]: _left, ...rest } = complete;
    const response = await postContact(rest);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      message: `Please fill in all required fields: ${label}`,
      data: { code: 'VALIDATION_FAILED' },
    });
    expect(await storedMessages()).toEqual([]);
  });

  it('when required fields are blank or null, then 400 names them all in form order', async () => {
    const response = await postContact({ ...complete, firstName: ' ', subject: null, message: '' });

    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please fill in all required fields: First Name, Subject, Message');
    expect(await storedMessages()).toEqual([]);
  });

  it('when no body is sent, then 400 names every required field', async () => {
    const response = await fetch(api.apiUrl('/contact'), { method: 'POST' });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'Please fill in all required fields: First Name, Last Name, Email, Subject, Message',
    });
  });

  it.each(['ada', 'ada@example', 'ada @example.com', '@example.com'])(
    'when the e-mail is "%s", then 400 asks for a valid address and nothing is stored',
    async (email) => {
      const response = await postContact({ ...complete, email });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'Please enter a valid email address',
        data: { code: 'VALIDATION_FAILED', field: 'email' },
      });
      expect(await storedMessages()).toEqual([]);
    },
  );

  it.each([
    ['firstName', 'First Name', contactLimits.nameLengthMax],
    ['company', 'Company', contactLimits.companyLengthMax],
    ['subject', 'Subject', contactLimits.subjectLengthMax],
    ['message', 'Message', contactLimits.messageLengthMax],
  ] as const)(
    'when %s is longer than allowed, then 400 gives the limit and nothing is stored',
    async (field, label, max) => {
      const response = await postContact({ ...complete, [field]: 'x'.repeat(max + 1) });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: `${label} must be at most ${max} characters`,
        data: { code: 'VALIDATION_FAILED', field },
      });
      expect(await storedMessages()).toEqual([]);
    },
  );

  it('when a field is at its limit, then it is accepted', async () => {
    const response = await postContact({ ...complete, firstName: 'x'.repeat(contactLimits.nameLengthMax) });
    expect(response.status).toBe(201);
  });

  it('when a field is not text, then 400 says so and nothing is stored', async () => {
    const response = await postContact({ ...complete, subject: { $gt: '' } });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      message: 'Subject must be text',
      data: { code: 'VALIDATION_FAILED', field: 'subject' },
    });
    expect(await storedMessages()).toEqual([]);
  });
});
