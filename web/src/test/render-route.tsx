// Rendering the app's real route tree in tests: at a path, signed in as someone of a role (or no one), with a
// stand-in bff that answers each GraphQL operation by its name, as the real one would shape it.
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { forgetFirstScreenRequest } from '../lib/first-screen';
import { createRoutes } from '../app/router';
import type { CurrentUser } from '../lib/session';
import { appApolloClient } from '../lib/apollo-client';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';

/** The first visit to a lazy route transforms its modules on the fly in Vitest: give it time. */
export const lazyLoad = { timeout: 10_000 };

export type SignedInRole = CurrentUser['role'];

/** Who CurrentUser says is signed in: Alice Rahman, unless the fields given say otherwise. */
export function signedInPerson(role: SignedInRole, person: Partial<CurrentUser> = {}) {
  return {
    __typename: 'User',
    id: 'c0a80101-0000-4000-8000-0000000000a1',
    name: 'Alice Rahman',
    email: 'alice@wallet.local',
    phone: '01712345678',
    isEmailVerified: true,
    isApproved: true,
    createdAt: '2026-01-05T15:00:00.000Z',
    updatedAt: '2026-01-05T15:00:00.000Z',
    ...person,
    role,
  } as const;
}

/** Replaces fetch with a stand-in bff: `answers` by operation name, `data: null` for any other operation. */
export function stubBff(answers: Readonly<Record<string, unknown>>) {
  const fetchMock = vi.fn((_url: string, init: RequestInit) => {
    const body = typeof init.body === 'string' ? init.body : '{}';
    const { operationName } = JSON.parse(body) as { operationName: string };
    return Promise.resolve(
      new Response(JSON.stringify({ data: answers[operationName] ?? null }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The names of the operations sent to the stand-in bff, in order. */
export function operationsAsked(fetchMock: ReturnType<typeof stubBff>): string[] {
  return fetchMock.mock.calls.map(
    ([, init]) => (JSON.parse(init.body as string) as { operationName: string }).operationName,
  );
}

/** The app's route tree at `path`, as it is (stub fetch first if the page asks the bff anything). */
export function renderRoutesAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <ThemePreferenceProvider persist={false}>
      <RouterProvider router={router} />
    </ThemePreferenceProvider>,
  );
  return router;
}

interface RouteAsOptions {
  /** Who is signed in; null: nobody. */
  role: SignedInRole | null;
  /** Fields of the signed-in person other than the default's (a name the page shows, an id). */
  person?: Partial<CurrentUser>;
  /** The bff's answers by operation name, CurrentUser aside. */
  answers?: Readonly<Record<string, unknown>>;
}

/** The route tree at `path`, signed in as `role`, with the stand-in bff answering `answers`. */
export function renderRouteAs(path: string, { role, person, answers = {} }: RouteAsOptions) {
  const me = role === null ? null : signedInPerson(role, person);
  const fetchMock = stubBff({ CurrentUser: { me }, ...answers });
  return { router: renderRoutesAt(path), fetchMock };
}

/** After each test: the real fetch again, and the app's one Apollo client forgets who was signed in. */
export async function resetRouteTest() {
  forgetFirstScreenRequest();
  vi.unstubAllGlobals();
  await appApolloClient.clearStore();
}
