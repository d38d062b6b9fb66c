// Live updates through the bff against the real api and its event stream (docs/live.md): the upgrade's cookie, a
// revoked session, the per-address limit, a subscription that delivers after a send, and two bff instances on one api.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApi } from '@wallet/api/test/harness';
import { startTestApi } from '@wallet/api/test/harness';
import { graphql } from '../__generated__/test-documents';
import type { RunningBff } from '../server';
import type { TestPerson } from '../test/accounts';
import { signUpVerified, testPerson } from '../test/accounts';
import { Browser } from '../test/browser';
import { closed, connectRaw, connected, firstValue, liveClient } from '../test/live';
import { dataOf, startLoneBff } from '../test/stack';
import { LiveCloseCode } from './server';

const LOGIN = graphql(`
  mutation LiveTestLogin($input: LoginInput!) {
    login(input: $input) {
      message
    }
  }
`);

const LOGOUT = graphql(`
  mutation LiveTestLogout {
    logout {
      message
    }
  }
`);

const ADD_MONEY = graphql(`
  mutation LiveTestAddMoney($input: AddMoneyInput!) {
    addMoney(input: $input) {
      transaction {
        id
      }
    }
  }
`);

const SEND_MONEY = graphql(`
  mutation LiveTestSendMoney($input: SendMoneyInput!) {
    sendMoney(input: $input) {
      transaction {
        id
      }
      wallet {
        id
      }
    }
  }
`);

const MY_WALLET = graphql(`
  query LiveTestMyWallet {
    myWallet {
      id
      balance
    }
  }
`);

interface Account {
  id: string;
  browser: Browser;
  cookie: string;
}

let api: TestApi;
let bffA: RunningBff;
let bffB: RunningBff;
let alice: Account;
let bob: Account;
let dave: TestPerson;

const LIVE_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  LIVE_SOCKETS_PER_ADDRESS: '40',
};

beforeAll(async () => {
  api = await startTestApi();
  bffA = await startLoneBff({ env: LIVE_ENV, apiUrl: api.url });
  bffB = await startLoneBff({ env: LIVE_ENV, apiUrl: api.url });
  alice = await openAccount(bffA, 'livealice', '01712345611');
  bob = await openAccount(bffB, 'livebob', '01712345612');
  dave = testPerson('livedave', { phone: '01712345614' });
  await signUpVerified(api, new Browser(bffB.url), dave);
});

afterAll(async () => {
  await bffA.close();
  await bffB.close();
  await api.close();
});

async function openAccount(bff: RunningBff, handle: string, phone: string): Promise<Account> {
  const browser = new Browser(bff.url);
  const person = testPerson(handle, { phone });
  const id = await signUpVerified(api, browser, person);
  const login = await browser.post({
    query: LOGIN,
    variables: { input: { email: person.email, password: person.password } },
  });
  expect(login.body.errors).toBeUndefined();
  return { id, browser, cookie: browser.jar.header()! };
}

describe('the upgrade', () => {
  it('when a socket comes without a cookie, then it closes 4401 Unauthorized', async () => {
    const { outcome } = await connectRaw(bffA.url);
    expect(await outcome).toEqual({ code: LiveCloseCode.unauthorized, reason: 'Unauthorized' });
  });

  it('when the cookie names a session the api does not know, then it closes 4401', async () => {
    const { outcome } = await connectRaw(bffA.url, { cookie: 'wallet_session=revoked-or-made-up' });
    expect(await outcome).toEqual({ code: LiveCloseCode.unauthorized, reason: 'Unauthorized' });
  });

  it('when a page of another site opens the socket, then the upgrade is refused (403)', async () => {
    await expect(
      connectRaw(bffA.url, { cookie: alice.cookie, origin: 'https://evil.example' }),
    ).rejects.toThrow('HTTP 403');
  });

  it('when the session is signed in, then the connection is acknowledged', async () => {
    const { socket, outcome } = await connectRaw(bffA.url, { cookie: alice.cookie, origin: bffA.url });
    expect(await outcome).toBe('ack');
    socket.close();
  });

  it('when 1,000 sockets come from one address, then 40 (the limit) are taken and the rest close 4429', async () => {
    // Eight signed-in sessions of one person, five sockets each at most: the address's 40 can all be held open.
    const cookies: string[] = [];
    for (let index = 0; index < 8; index += 1) {
      const browser = new Browser(bffB.url);
      await browser.post({
        query: LOGIN,
        variables: { input: { email: dave.email, password: dave.password } },
      });
      cookies.push(browser.jar.header()!);
    }
    const sockets = await Promise.all(
      Array.from({ length: 1000 }, (_, index) => connectRaw(bffB.url, { cookie: cookies[index % 8]! })),
    );
    const outcomes = await Promise.all(sockets.map(({ outcome }) => outcome));
    expect(outcomes.filter((outcome) => outcome === 'ack')).toHaveLength(40);
    const refused = outcomes.filter((outcome) => outcome !== 'ack');
    expect(refused).toHaveLength(960);
    expect(refused.every((outcome) => outcome.code === LiveCloseCode.tooMany)).toBe(true);
    expect(refused.some((outcome) => outcome.reason === 'Too many live connections from this address')).toBe(
      true,
    );
    expect(bffB.live.socketCount()).toBe(40);
    for (const { socket } of sockets) socket.close();
    await vi.waitFor(() => expect(bffB.live.socketCount()).toBe(0));
  });
});

describe('subscriptions', () => {
  it("when Alice sends Bob money through REST, then Bob's socket on the other instance receives his wallet and the transaction", async () => {
    await alice.browser.post({
      query: ADD_MONEY,
      variables: { input: { amount: '50.00', idempotencyKey: randomUUID() } },
    });
    // Bob's socket is on instance B; Alice sends through instance A.
    const client = liveClient(bffB.url, { cookie: bob.cookie });
    const ready = connected(client);
    const wallet = firstValue<{ myWalletChanged: { id: string; balance: string } }>(
      client,
      'subscription { myWalletChanged { id balance } }',
    );
    const transaction = firstValue<{ myTransactionAdded: { id: string; amount: string; direction: string } }>(
      client,
      'subscription { myTransactionAdded { id amount direction } }',
    );
    await ready;

    const sent = dataOf(
      await alice.browser.post({
        query: SEND_MONEY,
        variables: { input: { receiverId: bob.id, amount: '12.34', idempotencyKey: randomUUID() } },
      }),
    ).sendMoney;
    const bobWallet = dataOf(await bob.browser.post({ query: MY_WALLET })).myWallet;

    expect((await wallet.value).myWalletChanged).toEqual({ id: bobWallet.id, balance: '12.34' });
    expect((await transaction.value).myTransactionAdded).toEqual({
      id: sent.transaction.id,
      amount: '12.34',
      direction: 'CREDIT',
    });
    await client.dispose();
  });

  it("when another person's money moves, then nothing reaches this viewer's socket", async () => {
    const client = liveClient(bffA.url, { cookie: bob.cookie });
    const ready = connected(client);
    const transaction = firstValue<{ myTransactionAdded: { id: string } }>(
      client,
      'subscription { myTransactionAdded { id } }',
    );
    await ready;
    dataOf(
      await alice.browser.post({
        query: ADD_MONEY,
        variables: { input: { amount: '1.00', idempotencyKey: randomUUID() } },
      }),
    );
    const bobsOwn = dataOf(
      await bob.browser.post({
        query: ADD_MONEY,
        variables: { input: { amount: '2.00', idempotencyKey: randomUUID() } },
      }),
    ).addMoney.transaction.id;
    // Bob's own arrives; Alice's deposit, made first, never did.
    expect((await transaction.value).myTransactionAdded.id).toBe(bobsOwn);
    await client.dispose();
  });

  it('when a query is sent over the socket, then it is refused: only subscriptions go there', async () => {
    const client = liveClient(bffA.url, { cookie: bob.cookie });
    const answer = firstValue(client, '{ myWallet { id } }');
    await expect(answer.value).rejects.toThrow('Only subscriptions go over the socket');
    await client.dispose();
  });

  it('when the session is revoked, then the socket closes 4401 as soon as the api ends its stream', async () => {
    const carol = await openAccount(bffA, 'livecarol', '01712345613');
    const { socket, outcome } = await connectRaw(bffA.url, { cookie: carol.cookie });
    expect(await outcome).toBe('ack');
    const closing = closed(socket);
    await carol.browser.post({ query: LOGOUT });
    expect(await closing).toEqual({ code: LiveCloseCode.unauthorized, reason: 'Unauthorized' });
  });
});
