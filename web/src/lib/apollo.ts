// The app's one Apollo Client: same-origin /graphql with the session cookie, a normalized cache keyed by id.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import type { DocumentNode } from 'graphql';
import { Observable } from 'rxjs';
import { takeFirstScreenPart } from './first-screen';
import { isSubscription, splitLiveLink } from './live-link';

/** The bff serves GraphQL on the same origin as the built app; in dev Vite proxies it. */
export const GRAPHQL_PATH = '/graphql';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Every object is fetched with `id`; PublicStats has the fixed id "public", so there is one copy.
      PublicStats: { keyFields: ['id'] },
      // The signed-in person's settings have no id: one copy, so every settings mutation's answer updates it.
      Settings: { keyFields: [] },
      // A wallet's own controls have no id: the freeze mutations answer part of them, which joins what is cached.
      WalletControls: { merge: true },
      Query: {
        fields: {
          // A movement already in the cache (from any list) answers `transaction(id)` without a request; the
          // details of a reversal's original or of a reversal open from it that way (money/use-transaction.ts).
          transaction: {
            read: (existing: unknown, { args, toReference }) =>
              existing ?? toReference({ __typename: 'Transaction', id: String(args?.id ?? '') }),
          },
        },
      },
    },
  });
}

// Components show the server's message themselves (see graphql-errors.ts); this only makes failures visible
// to whoever is developing, with the operation's name.
const developmentErrorLog = new ErrorLink(({ error, operation }) => {
  if (import.meta.env.DEV)
    console.warn(`[GraphQL] ${operation.operationName ?? 'operation'}: ${error.message}`);
});

/**
 * The part of `data` that answers `query`: its top-level fields (all of `data` when the query has more than fields at
 * its top). A first-screen answer holds the fields of several queries.
 */
export function answerOf(query: DocumentNode, data: Record<string, unknown>): Record<string, unknown> {
  const operation = query.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (!operation) return data;
  const answer: Record<string, unknown> = {};
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return data;
    const key = selection.alias?.value ?? selection.name.value;
    answer[key] = data[key];
  }
  return answer;
}

/**
 * A dashboard's first-screen queries are answered from the one request the entry sent for them (app/first-screen.ts),
 * each with its own fields of that answer; when it failed, each goes to the server on its own.
 */
const firstScreenLink = new ApolloLink((operation, forward) => {
  // A live subscription is no part of the first screen and does not mean the visit moved on: the parts not yet asked
  // are still answered from the one request (else the overview's LiveUpdates sent each of them again).
  if (isSubscription(operation)) return forward(operation);
  const answer = takeFirstScreenPart(operation.operationName, operation.variables);
  if (!answer) return forward(operation);
  return new Observable<ApolloLink.Result>((observer) => {
    let fromServer: { unsubscribe: () => void } | undefined;
    let closed = false;
    void answer.then((data) => {
      if (closed) return;
      if (!data) {
        fromServer = forward(operation).subscribe(observer);
        return;
      }
      observer.next({ data: answerOf(operation.query, data) });
      observer.complete();
    });
    return () => {
      closed = true;
      fromServer?.unsubscribe();
    };
  });
});

/** How many times the person this browser is signed in as has changed (sessionChanged). */
let sessionGeneration = 0;

/**
 * Call when this browser's session changes (a sign-in, a sign-out, a closed account), before the change is written to
 * the cache: answers to queries sent before it belong to the session before it, and are asked again (sessionLink).
 */
export function sessionChanged(): void {
  sessionGeneration += 1;
}

/**
 * A query's answer to a session that has since changed is not delivered: the query is sent again, for the session now.
 * Without it, "who is signed in" asked while the sign-in was on its way (the public navbar's, say) came back "nobody"
 * after the sign-in had written the person into the cache, and the dashboard's guard sent them back to /login.
 * Mutations and subscriptions pass through: a mutation is never repeated.
 */
const sessionLink = new ApolloLink((operation, forward) => {
  const definition = getMainDefinition(operation.query);
  if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== OperationTypeNode.QUERY) {
    return forward(operation);
  }
  return new Observable<ApolloLink.Result>((observer) => {
    let current: { unsubscribe: () => void } | undefined;
    let sends = 0;
    let closed = false;
    const send = () => {
      const sentIn = sessionGeneration;
      const attempt = ++sends;
      const stillCurrent = () => sentIn === sessionGeneration;
      const again = () => {
        if (!closed) send();
      };
      const subscription = forward(operation).subscribe({
        // A stale answer is dropped; the request's end then sends it again.
        next: (result) => {
          if (stillCurrent()) observer.next(result);
        },
        error: (error: unknown) => (stillCurrent() ? observer.error(error) : again()),
        complete: () => (stillCurrent() ? observer.complete() : again()),
      });
      if (attempt === sends) current = subscription;
    };
    send();
    return () => {
      closed = true;
      current?.unsubscribe();
    };
  });
});

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      developmentErrorLog,
      firstScreenLink,
      sessionLink,
      splitLiveLink(new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin' }), GRAPHQL_PATH),
    ]),
    cache: createCache(),
    devtools: { enabled: import.meta.env.DEV },
  });
}
