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

/** The address the tests write from, as the bff on this machine would forward it. */
const SENDER = '198.51.100.1';

beforeEach(async () => {
  await api.db.delete(contactMessages);
  // Each test starts with the limits unused; the limit tests use them up on purpose.
  await api.rateLimiters.contactPerIp.delete(SENDER);
  await api.rateLimiters.contactGlobal.delete('all');
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

async function postContact(body: unknown, from = SENDER) {
  const response = await fetch(api.apiUrl('/contact'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    retryAfter: response.headers.get('retry-after'),
  };
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

describe('POST /contact limits', () => {
  // The finding: 120 anonymous 1,900-character messages from one address in a row, all stored.
  const long = { ...complete, message: 'x'.repeat(1900) };

  it('when one address sends 120 messages in a row, then the first 5 (RATE_LIMIT_CONTACT_PER_IP) are stored and the rest get 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof postContact>> | undefined;
    for (let index = 0; index < 120; index += 1) {
      const answer = await postContact(long);
      statuses.push(answer.status);
      if (answer.status === 429) refused ??= answer;
    }

    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    expect(refused?.body).toEqual({
      success: false,
      message: 'Too many messages. Please try again in 60 minutes.',
      data: { code: 'TOO_MANY_REQUESTS' },
    });
    const retryAfter = Number(refused?.retryAfter);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await storedMessages()).toHaveLength(5);

    // Another address is not held back by this one.
    expect((await postContact(complete, '198.51.100.2')).status).toBe(201);
    await api.rateLimiters.contactPerIp.delete('198.51.100.2');
  });

  it('when a message is invalid, then it does not count against the address', async () => {
    for (let index = 0; index < 10; index += 1) {
      expect((await postContact({ ...complete, email: 'not-an-email' })).status).toBe(400);
    }
    expect((await postContact(complete)).status).toBe(201);
  });

  it('when everyone together has sent RATE_LIMIT_CONTACT_GLOBAL messages within the hour, then a new address gets 429 too', async () => {
    // 195 of the 200 messages an hour already sent, from many addresses (arranged, not sent one by one).
    await api.rateLimiters.contactGlobal.penalty('all', 195);
    const addresses = Array.from({ length: 6 }, (_, index) => `203.0.113.${index + 1}`);
    const statuses: number[] = [];
    for (const address of addresses) statuses.push((await postContact(complete, address)).status);

    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await storedMessages()).toHaveLength(5);
    for (const address of addresses) await api.rateLimiters.contactPerIp.delete(address);
  });
});
