// The request's userLoader against the real api: loaded once, and left by mutations holding what they changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestClient } from '../rest/client';
import { createRestClient } from '../rest/client';
import { testPerson, signUpVerified } from '../test/accounts';
import { Browser } from '../test/browser';
import type { TestStack } from '../test/stack';
import { startTestStack } from '../test/stack';
import type { RestUser } from '../rest/users';
import { createLoaders, ME, primeMe, primeUser } from './create-loaders';

let stack: TestStack;
let signedInCookie: string;

beforeAll(async () => {
  stack = await startTestStack({ spy: {} });
  const browser = new Browser(stack.bff.url);
  const person = testPerson('lena');
  await signUpVerified(stack.api, browser, person);
  await browser.post({
    query: 'mutation L($input: LoginInput!) { login(input: $input) { message } }',
    variables: { input: { email: person.email, password: person.password } },
  });
  signedInCookie = browser.jar.header() ?? '';
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

  it('when an id nobody primed is loaded, then it fails without a REST call, as no batch route exists yet', async () => {
    const loaders = createLoaders(restClientFor(signedInCookie));
    const before = stack.spy!.requests.length;

    await expect(loaders.userLoader.load('00000000-0000-4000-8000-000000000002')).rejects.toThrow(
      /GET \/users\?ids=/,
    );
    expect(stack.spy!.requests.length).toBe(before);
  });
});
