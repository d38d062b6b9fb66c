// GET /downloads/statement.csv through the bff: the real api's CSV streamed back with its headers, its refusals passed
// on as its JSON envelope and status, a 502 when there is no api; and, against a stand-in api that holds its answer
// open, proof that the bff passes chunks on as they come and stops the api's work when the browser leaves.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@wallet/common/auth';
import {
  STATEMENT_CLOSING_LABEL,
  STATEMENT_COLUMNS,
  STATEMENT_DOWNLOAD_PATH,
  STATEMENT_OPENING_LABEL,
  settingsMessages,
} from '@wallet/common/settings';
import { API_STATEMENT_PATH } from './statement-download';
import { signUpVerified, testPerson } from './test/accounts';
import { Browser } from './test/browser';
import type { TestStack } from './test/stack';
import { startLoneBff, startTestStack } from './test/stack';
import { graphql } from './__generated__/test-documents';

const ADMIN = { email: 'root@example.com', password: 'Wallet#2026' };

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { message } }`;
const ADD_MONEY = graphql(`
  mutation StatementTestAddMoney($input: AddMoneyInput!) {
    addMoney(input: $input) {
      transaction {
        id
      }
      wallet {
        balance
      }
    }
  }
`);

const HEADER_ROW = STATEMENT_COLUMNS.join(',');

interface Envelope {
  success: boolean;
  message: string;
  data: unknown;
}

/** Today and yesterday as YYYY-MM-DD in UTC, the api's business time zone in tests (TZ_LIMITS unset). */
function lastTwoDays(): { from: string; to: string } {
  const today = new Date();
  const yesterday = new Date(today.getTime() - 86_400_000);
  return { from: yesterday.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

async function signedInBrowser(bffUrl: string, input: { email: string; password: string }): Promise<Browser> {
  const browser = new Browser(bffUrl);
  const { email, password } = input;
  const login = await browser.post({ query: LOGIN, variables: { input: { email, password } } });
  expect(login.body.errors).toBeUndefined();
  return browser;
}

function download(
  bffUrl: string,
  query: string,
  browser?: Browser,
  headers: Record<string, string> = {},
): Promise<Response> {
  const cookie = browser?.jar.header();
  return fetch(`${bffUrl}${STATEMENT_DOWNLOAD_PATH}${query}`, {
    headers: cookie === undefined ? headers : { ...headers, cookie },
  });
}

describe('against the real api', () => {
  let stack: TestStack;
  let ursula: Browser;
  let depositId = '';

  beforeAll(async () => {
    stack = await startTestStack({
      spy: {},
      api: { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } },
    });
    const person = testPerson('ursula');
    await signUpVerified(stack.api, new Browser(stack.bff.url), person);
    ursula = await signedInBrowser(stack.bff.url, person);
    const added = await ursula.post({
      query: ADD_MONEY,
      variables: { input: { amount: '25.00', idempotencyKey: randomUUID() } },
    });
    expect(added.body.errors).toBeUndefined();
    depositId = (added.body.data?.addMoney as { transaction: { id: string } }).transaction.id;
  });

  afterAll(async () => {
    await stack.close();
  });

  it("when a signed-in user downloads a range, then the api's CSV comes back with its type, file name and no-store, the query and cookie having reached the api", async () => {
    const { from, to } = lastTwoDays();
    const before = stack.spy!.requests.length;

    const response = await download(stack.bff.url, `?from=${from}&to=${to}`, ursula);
    const text = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="wallet-statement-${from}-to-${to}.csv"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The bff's own security headers, as on every answer.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const lines = text.trimEnd().split(/\r?\n/);
    expect(lines[0]).toBe(HEADER_ROW);
    expect(lines[1]).toContain(STATEMENT_OPENING_LABEL);
    expect(lines.find((line) => line.includes(depositId))).toContain('25.00');
    expect(lines.at(-1)).toContain(STATEMENT_CLOSING_LABEL);
    expect(lines.at(-1)).toMatch(/,25\.00$/);

    const [seen] = stack.spy!.requests.slice(before);
    expect(seen?.method).toBe('GET');
    expect(seen?.url).toBe(`${API_STATEMENT_PATH}?from=${from}&to=${to}`);
    expect(seen?.headers.cookie).toBe(ursula.jar.header());
  });

  it.each([
    ['a day that does not exist', '?from=2026-02-30', settingsMessages.statementFromInvalid],
    ['an end before the start', '?from=2026-03-10&to=2026-03-01', settingsMessages.statementEndsBeforeStart],
  ])(
    "when the query has %s, then the api's 400 and its JSON envelope come back unchanged",
    async (_name, query, message) => {
      const response = await download(stack.bff.url, query, ursula);

      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('content-disposition')).toBeNull();
      expect((await response.json()) as Envelope).toMatchObject({ success: false, message });
    },
  );

  it("when nobody is signed in, then the api's 401 comes back with its message", async () => {
    const response = await download(stack.bff.url, '');

    expect(response.status).toBe(401);
    expect((await response.json()) as Envelope).toMatchObject({
      success: false,
      message: authMessages.notSignedIn,
    });
  });

  it("when an admin asks, then the api's 403 comes back: the api decides who may download", async () => {
    const admin = await signedInBrowser(stack.bff.url, ADMIN);

    const response = await download(stack.bff.url, '', admin);

    expect(response.status).toBe(403);
    expect(((await response.json()) as Envelope).success).toBe(false);
  });
});

describe('without an api', () => {
  it('when the api cannot be reached, then 502 with the JSON envelope says the download failed', async () => {
    const closedPort = await freePort();
    const bff = await startLoneBff({ apiUrl: `http://127.0.0.1:${closedPort}` });
    try {
      const response = await download(bff.url, '?from=2026-01-01', undefined);

      expect(response.status).toBe(502);
      expect((await response.json()) as Envelope).toEqual({
        success: false,
        message: settingsMessages.statementFailed,
        data: null,
      });
    } finally {
      await bff.close();
    }
  });
});

describe('against a stand-in api that holds its answer open', () => {
  // The real api cannot be made to pause halfway through a statement; this one writes the header row, then waits.
  let upstream: http.Server;
  let finishAnswer: () => void = () => undefined;
  /** Whether the stand-in's answer to the latest request has been closed, finished or cut. */
  let latestAnswer = { closed: false };
  let bffUrl = '';
  let closeBff: () => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      const answer = { closed: false };
      latestAnswer = answer;
      response.once('close', () => (answer.closed = true));
      response.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="wallet-statement-2026-01-01-to-2026-01-31.csv"',
        'cache-control': 'no-store',
      });
      response.write(`${HEADER_ROW}\r\n`);
      finishAnswer = () => response.end(`${STATEMENT_CLOSING_LABEL}\r\n`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const bff = await startLoneBff({
      apiUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    });
    bffUrl = bff.url;
    closeBff = () => bff.close();
  });

  afterAll(async () => {
    await closeBff();
    upstream.closeAllConnections();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  it('when the api has written only the first row, then the browser already has it: nothing waits for the whole file', async () => {
    // A browser that takes brotli still gets the rows as they come: downloads are not compressed (a compressor would
    // hold them back until its buffer fills).
    const response = await download(bffUrl, '?from=2026-01-01&to=2026-01-31', undefined, {
      'accept-encoding': 'gzip, deflate, br',
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();

    const first = await reader.read();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-disposition')).toContain(
      'wallet-statement-2026-01-01-to-2026-01-31.csv',
    );
    expect(decoder.decode(first.value)).toBe(`${HEADER_ROW}\r\n`);
    finishAnswer();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += decoder.decode(chunk.value, { stream: true });
    expect(rest).toBe(`${STATEMENT_CLOSING_LABEL}\r\n`);
  });

  it("when the browser leaves halfway, then the bff drops the api's answer so the api stops writing", async () => {
    const response = await download(bffUrl, '');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();

    await reader.cancel();

    await vi.waitFor(() => expect(latestAnswer.closed).toBe(true), { timeout: 5_000, interval: 20 });
  });
});

/** A port nothing listens on: taken from the system, then given back. */
async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
