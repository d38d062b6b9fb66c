// Live updates (docs/live.md): graphql-ws on the bff's own port and path (/graphql). The upgrade is signed in by the
// session cookie and checked for its origin; each session has one event stream to the api with that cookie (its
// feed), shared by the subscriptions of all its sockets on this bff; the sockets close 4401 when the api ends the
// stream for a revoked session.
import crypto from 'node:crypto';
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import type { GraphQLSchema, ValidationRule } from 'graphql';
import {
  execute,
  getOperationAST,
  GraphQLError,
  OperationTypeNode,
  parse,
  specifiedRules,
  subscribe,
  validate,
} from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import type { WebSocket } from 'ws';
import { WebSocketServer } from 'ws';
import type { Logger } from 'pino';
import type { LiveLimits } from '../config';
import { graphqlLimits } from '../config';
import type { Context } from '../context';
import { forwardedFor, forwardedProto } from '../context';
import { createLoaders } from '../loaders/create-loaders';
import type { RestClient, RestTransport } from '../rest/client';
import { createRestClient } from '../rest/client';
import { fetchMe } from '../rest/users';
import { LiveChannel, SharedReads } from './channel';
import type { EventStream, StreamEnd } from './event-stream';
import { openEventStream } from './event-stream';

/** The api's session cookie (api/src/sessions/session-cookie.ts). */
export const SESSION_COOKIE_NAME = 'wallet_session';

/** Close codes a client sees (graphql-ws's own where one fits). */
export const LiveCloseCode = {
  /** No session cookie, or the api does not know it (revoked, ended, expired). */
  unauthorized: CloseCode.Unauthorized,
  /** Past the sockets of one session or one address, or the api's streams of one session. */
  tooMany: 4429,
  /** The api's stream could not be opened or ended without the session ending: try again. */
  tryAgain: 1012,
  /** No subscription for the idle timeout. */
  idle: 1000,
} as const;

export interface LiveServerOptions {
  httpServer: http.Server;
  path: string;
  schema: GraphQLSchema;
  /** graphql-armor's rules and the rest of the HTTP side's limits, applied to every subscription's document. */
  validationRules: readonly ValidationRule[];
  apiUrl: string;
  transport: RestTransport;
  logger: Logger;
  limits: LiveLimits;
  production: boolean;
}

export interface LiveServer {
  /** Sockets taken now (signed in, within the limits; tests, the load script). */
  socketCount(): number;
  /** Closes every socket (1001) and its api stream. */
  close(): Promise<void>;
}

/** The session cookie's value in a Cookie header, or undefined. */
export function sessionCookieOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE_NAME) {
      const value = rest.join('=');
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The address the limits count: the peer's, or, when the peer is a proxy on this machine (as the api trusts by
 * default, TRUST_PROXY=loopback), the last address its X-Forwarded-For names.
 */
export function clientAddressOf(request: http.IncomingMessage): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  if (!LOOPBACK.test(peer)) return peer;
  const header = request.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  const last = chain[chain.length - 1]?.trim();
  return last ? last : peer;
}

/**
 * A browser always names the page's origin on an upgrade; it must be this site (the Host it asked for), or in
 * development a page on this machine (the web dev server proxies /graphql). No Origin: not a browser, so no page
 * could have opened it with a visitor's cookie.
 */
export function originAllowed(request: http.IncomingMessage, production: boolean): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const host = request.headers['x-forwarded-host'] ?? request.headers.host;
  if (host !== undefined && url.host === (Array.isArray(host) ? host[0] : host)) return true;
  return !production && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
}

function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${message}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`,
  );
}

/** One session's stream from the api and the channel its sockets' subscriptions read from. */
interface SessionFeed {
  key: string;
  rest: RestClient;
  channel: LiveChannel;
  stream: EventStream | undefined;
  /** Resolves when the api's stream opened (true) or failed to (false; its sockets are then closing). */
  opened: Promise<boolean>;
  sockets: Set<WebSocket>;
}

interface SocketState {
  rest: RestClient;
  channel: LiveChannel;
  opened: Promise<boolean>;
  subscriptions: Set<string>;
  idleTimer: NodeJS.Timeout | undefined;
  release(): void;
}

class Counter {
  private readonly counts = new Map<string, number>();
  take(key: string, max: number): boolean {
    const count = this.counts.get(key) ?? 0;
    if (count >= max) return false;
    this.counts.set(key, count + 1);
    return true;
  }
  give(key: string): void {
    const count = (this.counts.get(key) ?? 1) - 1;
    if (count <= 0) this.counts.delete(key);
    else this.counts.set(key, count);
  }
}

/** Starts graphql-ws on the HTTP server's upgrades to `path`. */
export function startLiveServer(options: LiveServerOptions): LiveServer {
  const { httpServer, path, schema, apiUrl, transport, logger, limits, production } = options;
  const rules = [...specifiedRules, ...options.validationRules];
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.messageBytesMax });
  const states = new Map<WebSocket, SocketState>();
  const feeds = new Map<string, SessionFeed>();
  const perAddress = new Counter();
  const perSession = new Counter();
  const sharedReads = new SharedReads();

  function close(socket: WebSocket, code: number, reason: string) {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
      socket.close(code, reason);
  }

  function armIdle(socket: WebSocket, state: SocketState) {
    clearTimeout(state.idleTimer);
    state.idleTimer = setTimeout(() => close(socket, LiveCloseCode.idle, 'Idle'), limits.idleTimeoutMs);
    state.idleTimer.unref();
  }

  /**
   * The api's stream ended by itself: every socket of the session closes, 4401 when the session is gone (checked
   * once), else its clients try again (and a new feed opens).
   */
  async function feedEnded(feed: SessionFeed, end: StreamEnd) {
    if (feeds.get(feed.key) === feed) feeds.delete(feed.key);
    feed.channel.close();
    const closeAll = (code: number, reason: string) => {
      for (const socket of feed.sockets) close(socket, code, reason);
    };
    if (end.reason === 'unauthenticated') return closeAll(LiveCloseCode.unauthorized, 'Unauthorized');
    if (end.reason === 'too-many') return closeAll(LiveCloseCode.tooMany, 'Too many live connections');
    if (end.reason === 'closed') {
      const me = await fetchMe(feed.rest).catch(() => undefined);
      if (me === null) return closeAll(LiveCloseCode.unauthorized, 'Unauthorized');
    } else {
      logger.warn({ end }, 'live: the api event stream is unavailable');
    }
    closeAll(LiveCloseCode.tryAgain, 'Live updates restarting');
  }

  /** The session's feed, opened by its first socket on this bff. */
  function feedOf(sessionKey: string, cookie: string, request: http.IncomingMessage): SessionFeed {
    const open = feeds.get(sessionKey);
    if (open !== undefined) return open;
    const headers = {
      forwardedFor: forwardedFor(request),
      forwardedProto: forwardedProto(request),
      userAgent: request.headers['user-agent'],
    };
    const feed: SessionFeed = {
      key: sessionKey,
      rest: createRestClient({
        apiUrl,
        transport,
        cookie,
        requestId: crypto.randomUUID(),
        onSetCookie: () => {},
        ...headers,
      }),
      channel: new LiveChannel(logger, sharedReads),
      stream: undefined,
      opened: Promise.resolve(false),
      sockets: new Set(),
    };
    feed.opened = new Promise<boolean>((resolve) => {
      feed.stream = openEventStream({
        apiUrl,
        cookie,
        ...headers,
        onOpen: () => resolve(true),
        onEvent: (event) => feed.channel.publish(event),
        onEnd: (end) => {
          resolve(false);
          void feedEnded(feed, end);
        },
      });
    });
    feeds.set(sessionKey, feed);
    return feed;
  }

  /** A socket of the feed closed: the last one closes the api's stream. */
  function leaveFeed(feed: SessionFeed, socket: WebSocket) {
    feed.sockets.delete(socket);
    if (feed.sockets.size > 0) return;
    if (feeds.get(feed.key) === feed) feeds.delete(feed.key);
    feed.stream?.close();
    feed.channel.close();
  }

  function accept(socket: WebSocket, request: http.IncomingMessage) {
    const cookie = request.headers.cookie;
    const session = sessionCookieOf(cookie);
    if (session === undefined || cookie === undefined) {
      close(socket, LiveCloseCode.unauthorized, 'Unauthorized');
      return false;
    }
    const address = clientAddressOf(request);
    const sessionKey = crypto.createHash('sha256').update(session).digest('base64url');
    if (!perAddress.take(address, limits.socketsPerAddress)) {
      close(socket, LiveCloseCode.tooMany, 'Too many live connections from this address');
      return false;
    }
    if (!perSession.take(sessionKey, limits.socketsPerSession)) {
      perAddress.give(address);
      close(socket, LiveCloseCode.tooMany, 'Too many live connections for this session');
      return false;
    }
    const feed = feedOf(sessionKey, cookie, request);
    feed.sockets.add(socket);
    let released = false;
    const state: SocketState = {
      rest: feed.rest,
      channel: feed.channel,
      opened: feed.opened,
      subscriptions: new Set(),
      idleTimer: undefined,
      release() {
        if (released) return;
        released = true;
        clearTimeout(state.idleTimer);
        leaveFeed(feed, socket);
        perAddress.give(address);
        perSession.give(sessionKey);
        states.delete(socket);
      },
    };
    states.set(socket, state);
    armIdle(socket, state);
    socket.once('close', () => state.release());
    return true;
  }

  httpServer.on('upgrade', (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(request.url ?? '/', 'http://bff.invalid').pathname;
    if (pathname !== path) return refuseUpgrade(socket, 404, 'Not Found');
    if (!originAllowed(request, production)) return refuseUpgrade(socket, 403, 'Forbidden');
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (accept(ws, request)) wss.emit('connection', ws, request);
    });
  });

  const disposable = useServer<Record<string, unknown>, { state: SocketState }>(
    {
      // This module's graphql-js, the one the schema was built with (graphql-ws may resolve another copy).
      execute,
      subscribe,
      // A busy bff or client may take a while between the upgrade and connection_init (graphql-ws's default is 3 s).
      connectionInitWaitTimeout: 10_000,
      onConnect: async (ctx) => {
        const state = states.get(ctx.extra.socket);
        if (state === undefined) return false;
        ctx.extra.state = state;
        return (await state.opened) || (close(ctx.extra.socket, LiveCloseCode.tryAgain, 'Closing'), false);
      },
      onSubscribe: (ctx, id, payload) => {
        const state = ctx.extra.state;
        if (state === undefined) return [new GraphQLError('Not connected')];
        let document;
        try {
          document = parse(payload.query, { maxTokens: graphqlLimits.tokensMax });
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('The query does not parse')];
        }
        const errors = validate(schema, document, rules);
        if (errors.length > 0) return errors;
        const operation = getOperationAST(document, payload.operationName);
        if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) {
          return [
            new GraphQLError('Only subscriptions go over the socket; queries and mutations go over HTTP.'),
          ];
        }
        state.subscriptions.add(id);
        clearTimeout(state.idleTimer);
        const contextValue: Context = {
          rest: state.rest,
          loaders: createLoaders(state.rest),
          requestId: crypto.randomUUID(),
          live: state.channel,
        };
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
        };
      },
      onComplete: (ctx, id) => {
        const state = ctx.extra.state;
        if (state === undefined) return;
        state.subscriptions.delete(id);
        if (state.subscriptions.size === 0) armIdle(ctx.extra.socket, state);
      },
    },
    wss,
    // Pings as often as the idle timeout allows, so a peer that went away is found and its stream closed.
    Math.max(1000, Math.floor(limits.idleTimeoutMs / 2)),
  );

  return {
    socketCount: () => states.size,
    async close() {
      for (const state of states.values()) state.release();
      await disposable.dispose();
    },
  };
}
