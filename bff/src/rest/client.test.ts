// The REST client between bff and api: cookies both ways, the request id, no repeated writes, an unreachable api.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '@wallet/api/db/schema';
import { INTERNAL_ERROR_MESSAGE } from '../errors';
import type { FakeAnswer, TestStack } from '../test/stack';
import { firstError, postGraphql, startLoneBff, startTestStack } from '../test/stack';
import { graphql } from '../__generated__/test-documents';

// The api sets no cookie on any route yet, so a spy in front of the real api adds two, as login will.
const SESSION_COOKIE = 'wallet_session=abc123; Path=/; HttpOnly; SameSite=Lax';
const THEME_COOKIE = 'wallet_theme=dark; Path=/; SameSite=Lax';

const SUBMIT_CONTACT = graphql(`
  mutation ClientTestSubmitContact($input: ContactInput!) {
    submitContact(input: $input) {
      message
    }
  }
`);

const contactInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'Testing the relay',
};

/** A port nothing listens on: bound, read, released. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('cookies and request ids between browser, bff and api', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ spy: { addSetCookies: [SESSION_COOKIE, THEME_COOKIE] } });
  });

  afterAll(async () => {
    await stack.close();
  });

  it('when the api sets cookies, then every Set-Cookie reaches the browser, each as its own header', async () => {
    const answer = await postGraphql(stack.bff.url, { query: '{ publicStats { id } }' });

    expect(answer.body.errors).toBeUndefined();
    expect(answer.headers.getSetCookie()).toEqual([SESSION_COOKIE, THEME_COOKIE]);
  });

  it('when one document makes two REST calls, then the cookies of both are appended, none overwritten', async () => {
    const answer = await postGraphql(stack.bff.url, {
      query: graphql(`
        mutation ClientTestTwice($input: ContactInput!) {
          first: submitContact(input: $input) {
            message
          }
          second: submitContact(input: $input) {
            message
          }
        }
      `),
      variables: { input: contactInput },
    });

    expect(answer.body.errors).toBeUndefined();
    expect(answer.headers.getSetCookie()).toEqual([
      SESSION_COOKIE,
      THEME_COOKIE,
      SESSION_COOKIE,
      THEME_COOKIE,
    ]);
  });

  it('when the browser sends cookies and a request id, then the api receives both unchanged', async () => {
    const before = stack.spy!.requests.length;

    await postGraphql(
      stack.bff.url,
      { query: SUBMIT_CONTACT, variables: { input: contactInput } },
      { cookie: 'wallet_session=abc123; wallet_theme=dark', 'x-request-id': 'trace-42' },
    );

    const [seen] = stack.spy!.requests.slice(before);
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/api/v1/contact');
    expect(seen?.headers.cookie).toBe('wallet_session=abc123; wallet_theme=dark');
    expect(seen?.headers['x-request-id']).toBe('trace-42');
  });

  it('when requests come one after another, then the bff reaches the api over one kept-alive connection', async () => {
    const before = stack.spy!.requests.length;

    for (let call = 0; call < 3; call += 1) {
      const answer = await postGraphql(stack.bff.url, { query: '{ publicStats { id } }' });
      expect(answer.body.errors).toBeUndefined();
    }

    const ports = stack.spy!.requests.slice(before).map((request) => request.clientPort);
    expect(ports).toHaveLength(3);
    expect(new Set(ports).size).toBe(1);
  });

  it('when the browser sends no request id, then the bff makes one, answers with it and passes it to the api', async () => {
    const before = stack.spy!.requests.length;

    const answer = await postGraphql(stack.bff.url, { query: '{ publicStats { id } }' });

    const requestId = answer.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(stack.spy!.requests.slice(before).map((request) => request.headers['x-request-id'])).toEqual([
      requestId,
    ]);
  });
});

describe('when the connection to the api breaks', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ spy: { cutConnection: () => true } });
  });

  afterAll(async () => {
    await stack.close();
  });

  it('when a write fails on the way, then it is sent once, never repeated', async () => {
    const answer = await postGraphql(stack.bff.url, {
      query: SUBMIT_CONTACT,
      variables: { input: contactInput },
    });

    expect(firstError(answer).code).toBe('INTERNAL_SERVER_ERROR');
    expect(stack.spy!.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(await stack.api.db.select().from(contactMessages)).toEqual([]);
  });

  it('when a read fails on the way, then it is tried once more and then reported', async () => {
    const before = stack.spy!.requests.length;

    const answer = await postGraphql(stack.bff.url, { query: '{ publicStats { id } }' });

    expect(firstError(answer).code).toBe('INTERNAL_SERVER_ERROR');
    expect(stack.spy!.requests.length - before).toBe(2);
  });
});

describe('when the api cannot be reached', () => {
  it('when in development, then the error says the api is unavailable and why', async () => {
    const bff = await startLoneBff({ apiUrl: `http://127.0.0.1:${await closedPort()}`, production: false });
    try {
      const answer = await postGraphql(bff.url, { query: '{ publicStats { id } }' });

      expect(firstError(answer)).toEqual({
        code: 'INTERNAL_SERVER_ERROR',
        message: 'The wallet api is unavailable: ECONNREFUSED',
      });
    } finally {
      await bff.close();
    }
  });

  it("when in production, then the error is masked and names neither the api's address nor the cause", async () => {
    const port = await closedPort();
    const bff = await startLoneBff({ apiUrl: `http://127.0.0.1:${port}`, production: true });
    try {
      const answer = await postGraphql(bff.url, { query: '{ publicStats { id } }' });

      expect(answer.body.errors).toEqual([
        {
          message: INTERNAL_ERROR_MESSAGE,
          path: ['publicStats'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ]);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(String(port));
      expect(text).not.toContain('ECONNREFUSED');
    } finally {
      await bff.close();
    }
  });
});

describe('when the api refuses or fails', () => {
  const envelope = (message: string) => JSON.stringify({ success: false, message, data: null });
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({
      spy: {
        answerInstead: (request): FakeAnswer | undefined => {
          const mode = request.headers['x-request-id'];
          if (mode === 'rate-limited') {
            return {
              status: 429,
              headers: { 'content-type': 'application/json', 'retry-after': '30' },
              body: envelope('Too many requests, please try again later.'),
            };
          }
          if (mode === 'crashed') {
            return {
              status: 503,
              headers: { 'content-type': 'application/json' },
              body: envelope('Database at 10.0.0.5 unreachable'),
            };
          }
          if (mode === 'proxy-page')
            return { status: 502, headers: { 'content-type': 'text/html' }, body: '<h1>Bad Gateway</h1>' };
          return undefined;
        },
      },
    });
  });

  afterAll(async () => {
    await stack.close();
  });

  const readStats = (requestId: string) =>
    postGraphql(stack.bff.url, { query: '{ publicStats { id } }' }, { 'x-request-id': requestId });
  const callsFor = (requestId: string) =>
    stack.spy!.requests.filter((request) => request.headers['x-request-id'] === requestId).length;

  it('when the api answers 429, then TOO_MANY_REQUESTS carries its message, status and wait, and it is not retried', async () => {
    const answer = await readStats('rate-limited');

    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'Too many requests, please try again later.',
      extensions: { code: 'TOO_MANY_REQUESTS', status: 429, retryAfterSeconds: 30 },
    });
    expect(callsFor('rate-limited')).toBe(1);
  });

  it('when the api fails with 503, then the error is internal and the read is not repeated', async () => {
    const answer = await readStats('crashed');

    expect(firstError(answer).code).toBe('INTERNAL_SERVER_ERROR');
    expect(callsFor('crashed')).toBe(1);
  });

  it('when something in between answers without the envelope, then the error says so', async () => {
    const answer = await readStats('proxy-page');

    expect(firstError(answer)).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'The wallet api is unavailable: GET stats/public answered 502 without its JSON envelope',
    });
  });

  it('when in production and the api fails with 503, then its message does not reach the browser', async () => {
    const bff = await startLoneBff({ apiUrl: stack.spy!.url, production: true });
    try {
      const answer = await postGraphql(
        bff.url,
        { query: '{ publicStats { id } }' },
        { 'x-request-id': 'crashed' },
      );

      expect(firstError(answer)).toEqual({ code: 'INTERNAL_SERVER_ERROR', message: INTERNAL_ERROR_MESSAGE });
      expect(JSON.stringify(answer.body)).not.toContain('10.0.0.5');
    } finally {
      await bff.close();
    }
  });
});
