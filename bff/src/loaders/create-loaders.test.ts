// The request's userLoader against the real api: loaded once, ids batched into GET /users?ids=, and left by mutations
// holding what they changed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_IDS_MAX } from '@wallet/common/admin';
import type { RestClient } from '../rest/client';
import { createRestClient } from '../rest/client';
import { testPerson, signUpVerified } from '../test/accounts';
import { Browser } from '../test/browser';
import type { TestStack } from '../test/stack';
import { startTestStack } from '../test/stack';
import type { RestUser } from '../rest/users';
import { createLoaders, ME, primeMe, primeUser } from './create-loaders';

const ADMIN = { email: 'root@example.com', password: 'Wallet#2026' };
const LOGIN = 'mutation L($input: LoginInput!) { login(input: $input) { message } }';

let stack: TestStack;
let signedInCookie: string;
let lenaId: string;
let adminCookie: string;

beforeAll(async () => {
  stack = await startTestStack({
    spy: {},
    api: { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } },
  });
  const browser = new Browser(stack.bff.url);
  const person = testPerson('lena');
  lenaId = await signUpVerified(stack.api, browser, person);
  await browser.post({
    query: LOGIN,
    variables: { input: { email: person.email, password: person.password } },
  });
  signedInCookie = browser.jar.header() ?? '';
  const admin = new Browser(stack.bff.url);
  await admin.post({ query: LOGIN, variables: { input: ADMIN } });
  adminCookie = admin.jar.header() ?? '';
});

afterAll(async () => {
  await stack.close();
});

/** A REST client as one GraphQL request builds it, through the spy so its calls can be counted. */
function restClientFor(cookie: string | undefined): RestClient {
  return createRestClient({
    apiUrl: stack.spy!.url,
    cookie,
    requestId: 'loader-test',
    onSetCookie: () => {},
  });
}

function batchCallsSince(before: number): string[][] {
  return stack
    .spy!.requests.slice(before)
    .map((request) => new URL(request.url, 'http://bff.test'))
    .filter((url) => url.pathname === '/api/v1/users' && url.searchParams.has('ids'))
    .map((url) => (url.searchParams.get('ids') ?? '').split(','));
}

function meCallsSince(before: number): number {
  return stack.spy!.requests.slice(before).filter((request) => request.url === '/api/v1/users/me').length;
}

describe('userLoader', () => {
  it('when me is loaded twice in one request, then the api is asked once', async () => {
    const loaders = createLoaders(restClientFor(signedInCookie));
    const before = stack.spy!.requests.length;

    const [first, second] = await Promise.all([loaders.userLoader.load(ME), loaders.userLoader.load(ME)]);
    const third = await loaders.userLoader.load(ME);

    expect(first?.email).toBe('lena@example.com');
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(meCallsSince(before)).toBe(1);
  });

  it('when nobody is signed in, then me loads as null, not as an error', async () => {
    const loaders = createLoaders(restClientFor(undefined));

    expect(await loaders.userLoader.load(ME)).toBeNull();
  });

  it('when a mutation primes the person it returned, then me answers it without asking the api', async () => {
    const loaders = createLoaders(restClientFor(signedInCookie));
    const loaded = await loaders.userLoader.load(ME);
    const changed = { ...loaded, name: 'Lena Renamed' } as RestUser;
    const before = stack.spy!.requests.length;

    primeMe(loaders, changed);

    expect(await loaders.userLoader.load(ME)).toBe(changed);
    expect(meCallsSince(before)).toBe(0);
  });

  it('when a mutation signs the person out, then me is null for the rest of the request, whatever the old cookie says', async () => {
    const loaders = createLoaders(restClientFor(signedInCookie));
    await loaders.userLoader.load(ME);

    primeMe(loaders, null);

    expect(await loaders.userLoader.load(ME)).toBeNull();
  });

  it('when a mutation changes the person without returning them, then me is loaded afresh', async () => {
    const loaders = createLoaders(restClientFor(signedInCookie));
    await loaders.userLoader.load(ME);
    const before = stack.spy!.requests.length;

    primeMe(loaders, undefined);
    const reloaded = await loaders.userLoader.load(ME);

    expect(reloaded?.email).toBe('lena@example.com');
    expect(meCallsSince(before)).toBe(1);
  });

  it('when a mutation primes someone else by id, then that id answers them and me still answers the signed-in person', async () => {
    const loaders = createLoaders(restClientFor(signedInCookie));
    const me = await loaders.userLoader.load(ME);
    const agent = { ...me, _id: '00000000-0000-4000-8000-000000000001', name: 'Agent Approved' } as RestUser;
    const before = stack.spy!.requests.length;

    primeUser(loaders, agent);

    expect(await loaders.userLoader.load(agent._id)).toBe(agent);
    expect(await loaders.userLoader.load(ME)).toBe(me);
    expect(stack.spy!.requests.length).toBe(before);
  });

  it('when an admin loads ids in one tick, then one GET /users?ids= answers them all, unknown ids as null', async () => {
    const loaders = createLoaders(restClientFor(adminCookie));
    const unknown = randomUUID();
    const before = stack.spy!.requests.length;

    const [lena, again, nobody, me] = await Promise.all([
      loaders.userLoader.load(lenaId),
      loaders.userLoader.load(lenaId),
      loaders.userLoader.load(unknown),
      loaders.userLoader.load(ME),
    ]);

    expect(lena).toMatchObject({ _id: lenaId, email: 'lena@example.com', agentStatus: null });
    expect(lena?.wallet?.userId).toBe(lenaId);
    expect(again).toBe(lena);
    expect(nobody).toBeNull();
    expect(me?.email).toBe(ADMIN.email);
    expect(batchCallsSince(before)).toEqual([[lenaId, unknown]]);
    expect(meCallsSince(before)).toBe(1);
  });

  it(`when more than ${USER_IDS_MAX} ids are loaded at once, then they are split into calls of at most ${USER_IDS_MAX}`, async () => {
    const loaders = createLoaders(restClientFor(adminCookie));
    const ids = [lenaId, ...Array.from({ length: USER_IDS_MAX }, () => randomUUID())];
    const before = stack.spy!.requests.length;

    const people = await Promise.all(ids.map((id) => loaders.userLoader.load(id)));

    expect(people[0]?._id).toBe(lenaId);
    expect(people.slice(1).every((person) => person === null)).toBe(true);
    expect(batchCallsSince(before).map((batch) => batch.length)).toEqual([USER_IDS_MAX, 1]);
    expect(batchCallsSince(before).flat()).toEqual(ids);
  });

  it('when an id is not the api kind of id, then it is null without a REST call', async () => {
    const loaders = createLoaders(restClientFor(adminCookie));
    const before = stack.spy!.requests.length;

    expect(await loaders.userLoader.load('../users/me')).toBeNull();
    expect(stack.spy!.requests.length).toBe(before);
  });

  it('when a user loads someone else by id, then that id fails FORBIDDEN and ME in the same batch still loads', async () => {
    const loaders = createLoaders(restClientFor(signedInCookie));

    const [other, me] = await Promise.allSettled([
      loaders.userLoader.load(randomUUID()),
      loaders.userLoader.load(ME),
    ]);

    expect(other.status === 'rejected' ? other.reason : undefined).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    expect(me.status === 'fulfilled' && me.value?._id).toBe(lenaId);
  });
});
