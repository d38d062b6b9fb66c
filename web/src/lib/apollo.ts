// The app's one Apollo Client: same-origin /graphql with the session cookie, a normalized cache keyed by id.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';

/** The bff serves GraphQL on the same origin as the built app; in dev Vite proxies it. */
export const GRAPHQL_PATH = '/graphql';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Every object is fetched with `id`; PublicStats has the fixed id "public", so there is one copy.
      PublicStats: { keyFields: ['id'] },
      // The signed-in person's settings have no id: one copy, so every settings mutation's answer updates it.
      Settings: { keyFields: [] },
    },
  });
}

// Components show the server's message themselves (see graphql-errors.ts); this only makes failures visible
// to whoever is developing, with the operation's name.
const developmentErrorLog = new ErrorLink(({ error, operation }) => {
  if (import.meta.env.DEV)
    console.warn(`[GraphQL] ${operation.operationName ?? 'operation'}: ${error.message}`);
});

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      developmentErrorLog,
      new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin' }),
    ]),
    cache: createCache(),
    devtools: { enabled: import.meta.env.DEV },
  });
}
