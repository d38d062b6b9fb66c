// Subscriptions go over graphql-ws on the same origin's /graphql (docs/live.md); everything else over HTTP. The
// graphql-ws client and Apollo's link for it load with the first subscription, never in the first screen's chunk.
import { ApolloLink } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';

/** Live updates' state, for the "Live updates paused" indicator: connected, or not (and polling instead). */
export type LiveState = 'connecting' | 'live' | 'paused';

let state: LiveState = 'connecting';
const listeners = new Set<() => void>();

function setLiveState(next: LiveState): void {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore. */
export function liveState(): LiveState {
  return state;
}

export function subscribeToLiveState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function socketUrl(path: string): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${path}`;
}

let wsLink: Promise<ApolloLink> | undefined;

/** Loads graphql-ws and Apollo's GraphQLWsLink once, with the first subscription. */
function loadWsLink(path: string): Promise<ApolloLink> {
  wsLink ??= Promise.all([import('graphql-ws/client'), import('@apollo/client/link/subscriptions')]).then(
    ([{ createClient }, { GraphQLWsLink }]) =>
      new GraphQLWsLink(
        createClient({
          url: socketUrl(path),
          lazy: true,
          // Back-off between tries (graphql-ws's own: 1 s, 2 s, 4 s… with jitter); the app polls meanwhile.
          retryAttempts: Infinity,
          shouldRetry: () => true,
          on: {
            connected: () => setLiveState('live'),
            closed: () => setLiveState('paused'),
            error: () => setLiveState('paused'),
          },
        }),
      ),
  );
  return wsLink;
}

/** Forwards subscriptions to the socket's link once it has loaded. */
const lazyWsLink = (path: string) =>
  new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let inner: { unsubscribe(): void } | undefined;
        let closed = false;
        loadWsLink(path).then(
          (link) => {
            if (closed) return;
            inner = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => {
            setLiveState('paused');
            observer.error(error);
          },
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );

export function isSubscription(operation: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return (
    definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION
  );
}

/** Subscriptions to the socket at `path` (the bff's GraphQL path), the rest to `http`. */
export function splitLiveLink(http: ApolloLink, path: string): ApolloLink {
  return ApolloLink.split(isSubscription, lazyWsLink(path), http);
}
