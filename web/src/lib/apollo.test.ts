// Answers meant for a session that has since changed (lib/apollo.ts's sessionLink): the sign-in that came back to
// /login with an empty form when "who is signed in", asked while the sign-in was on its way, answered "nobody" last.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './apollo';
import { CurrentUserDocument, LogoutMutation, writeSession } from './session';
import type { CurrentUser } from './session';

const alice: CurrentUser & { __typename: 'User' } = {
  __typename: 'User',
  id: 'u-alice',
  name: 'Alice Demo',
  email: 'alice@wallet.local',
  phone: '01712345678',
  role: 'USER',
  isEmailVerified: true,
  isApproved: true,
  createdAt: '2026-11-28T04:30:16.683Z',
  updatedAt: '2026-11-28T04:30:16.683Z',
};

/** A bff whose answers the test gives, one request at a time, in the order it chooses. */
function heldBff() {
  const requests: { operationName: string; answer: (body: unknown) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve) => {
          const { operationName } = JSON.parse(init.body as string) as { operationName: string };
          requests.push({
            operationName,
            answer: (body) =>
              resolve(
                new Response(JSON.stringify(body), {
                  status: 200,
                  headers: { 'Content-Type': 'application/json' },
                }),
              ),
          });
        }),
    ),
  );
  return {
    asked: () => requests.map((request) => request.operationName),
    answer: (index: number, body: unknown) => {
      const request = requests[index];
      if (!request) throw new Error(`request ${index} was never sent`);
      request.answer(body);
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('answers to a session that has changed', () => {
  it('when "who is signed in" was asked before the sign-in and answers "nobody" after it, then it is asked again and the person stays signed in', async () => {
    const bff = heldBff();
    const client = createApolloClient();
    const seen: (string | null | undefined)[] = [];
    const watching = client
      .watchQuery({ query: CurrentUserDocument, fetchPolicy: 'cache-first' })
      .subscribe(({ data }) => seen.push(data?.me === undefined ? undefined : (data.me?.id ?? null)));
    await settle();
    expect(bff.asked()).toEqual(['CurrentUser']);

    // The sign-in's answer arrives first and writes the person; then the old question's answer, for no session.
    writeSession(client.cache, alice);
    bff.answer(0, { data: { me: null } });
    await settle();

    expect(bff.asked()).toEqual(['CurrentUser', 'CurrentUser']);
    expect(client.readQuery({ query: CurrentUserDocument })?.me?.id).toBe('u-alice');
    bff.answer(1, { data: { me: alice } });
    await settle();

    expect(client.readQuery({ query: CurrentUserDocument })?.me?.id).toBe('u-alice');
    expect(seen).not.toContain(null);
    expect(seen.at(-1)).toBe('u-alice');
    watching.unsubscribe();
  });

  it('when the session has not changed, then an answer is taken as it comes, once', async () => {
    const bff = heldBff();
    const client = createApolloClient();
    const answer = client.query({ query: CurrentUserDocument, fetchPolicy: 'network-only' });
    await settle();

    bff.answer(0, { data: { me: null } });

    expect((await answer).data?.me).toBeNull();
    expect(bff.asked()).toEqual(['CurrentUser']);
  });

  it('when a mutation answers after the session changed, then it is not sent again: a mutation is never repeated', async () => {
    const bff = heldBff();
    const client = createApolloClient();
    const done = client.mutate({ mutation: LogoutMutation });
    await settle();

    writeSession(client.cache, null);
    bff.answer(0, { data: { logout: { __typename: 'MessagePayload', message: 'Logged out' } } });

    expect((await done).data?.logout.message).toBe('Logged out');
    expect(bff.asked()).toEqual(['Logout']);
  });
});
