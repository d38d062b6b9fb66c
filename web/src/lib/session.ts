// Who is signed in: the `me` query (read from the cache first), role helpers and logout, shared by every area.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import type { UserRole } from './paths';
import type { ApolloCache } from '@apollo/client';
import { sessionChanged } from './apollo';
import { graphql } from '../gql';
import type { CurrentUserQuery, Role } from '../gql/graphql';

export const CurrentUserDocument = graphql(`
  query CurrentUser {
    me {
      id
      name
      email
      phone
      role
      isEmailVerified
      isApproved
      createdAt
      updatedAt
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      message
    }
  }
`);

export type CurrentUser = NonNullable<CurrentUserQuery['me']>;

/** The GraphQL enum as the app's lower-case role (paths, labels). */
export function roleOf(role: Role): UserRole {
  return role.toLowerCase() as UserRole;
}

export const roleLabels: Readonly<Record<UserRole, string>> = {
  user: 'User',
  agent: 'Agent',
  admin: 'Admin',
};

/**
 * Records who this browser is now signed in as (null: no one), after a sign-in, a sign-out or a closed account: the
 * guards and the navbar read it from the cache at once, and any query sent before the change is asked again rather
 * than answered for the session before it (lib/apollo.ts's sessionLink).
 */
export function writeSession(cache: ApolloCache, me: CurrentUser | null): void {
  sessionChanged();
  cache.writeQuery({ query: CurrentUserDocument, data: { me } });
}

/** The signed-in person (null when signed out). Cache first: login writes the answer, logout clears it. */
export function useCurrentUser() {
  const { data, loading, error, refetch } = useQuery(CurrentUserDocument, { fetchPolicy: 'cache-first' });
  return { user: data?.me ?? null, loading: loading && !data, error, refetch };
}

/**
 * Signs out on the server, runs `leave` (navigate away first, so no guard bounces a protected page to /login),
 * then forgets every cached answer and records "signed out" for the session.
 */
export function useLogout() {
  const client = useApolloClient();
  const [logout] = useMutation(LogoutMutation);
  return useCallback(
    async (leave?: () => unknown) => {
      try {
        await logout();
      } catch (error) {
        // SPEC.md §8: a failed logout is only logged; the local session is forgotten either way.
        console.warn('Logout failed', error);
      }
      // From here on, an answer still on its way was meant for the person who just left.
      sessionChanged();
      await leave?.();
      await client.clearStore();
      writeSession(client.cache, null);
    },
    [client, logout],
  );
}
