// The REST api client: one undici connection pool per bff process (keep-alive, timeouts fixed once), and a light
// per-GraphQL-request view of it that passes the browser's cookies and the request id on each call, relays the api's
// Set-Cookie back and maps failures. undici rather than got: got builds and merges an options object of its own for
// every call and goes through Node's HTTP client, about 0.4 ms of CPU per call; undici's request is a fraction of it.
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import type { Dispatcher } from 'undici';
import { restLimits } from '../config';
import { isNotFound, restErrorToGraphQLError, upstreamUnavailableError } from '../errors';

/** Every answer of the api has this shape (DESIGN.md §5). */
export interface RestEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
}

/** The process's one HTTP client for the api: a keep-alive pool to its origin, and the path its routes live under. */
export interface RestTransport {
  pool: Pool;
  /** The api's path prefix with a trailing slash, e.g. "/api/v1/". */
  basePath: string;
  /** Closes the pool's connections at once (the bff stops after its requests in flight are done). */
  close(): Promise<void>;
}

/** Connections to the api at most: more requests than this wait for one to free up. */
const API_CONNECTIONS_MAX = 64;

/**
 * The shared client. A call fails when the api does not answer within the request timeout: the connection, the
 * answer's headers, and every pause in its body each have that long.
 */
export function createRestTransport(apiUrl: string): RestTransport {
  const url = new URL(apiUrl);
  const pool = new Pool(url.origin, {
    connections: API_CONNECTIONS_MAX,
    connect: { timeout: restLimits.requestTimeoutMs },
    headersTimeout: restLimits.requestTimeoutMs,
    bodyTimeout: restLimits.requestTimeoutMs,
  });
  return {
    pool,
    basePath: `${url.pathname.replace(/\/+$/, '')}/api/v1/`,
    close: () => pool.destroy(),
  };
}

/**
 * The failures after which a read is tried once more: the connection was refused, reset or never made, so the api
 * did not answer. A write that may have reached the api is never sent twice, an answer the api did give (429, 5xx) is
 * passed on, and a timed-out read is not made to wait twice.
 */
const RETRIED_ERROR_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'EADDRINUSE',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
const RETRIED_METHODS = new Set<Method>(['GET', 'HEAD']);

/** undici's names for a closed socket and its timeouts, as the system names them in the error a person reads. */
const ERROR_CODE_NAMES: Record<string, string> = {
  UND_ERR_SOCKET: 'ECONNRESET',
  UND_ERR_CONNECT_TIMEOUT: 'ETIMEDOUT',
  UND_ERR_HEADERS_TIMEOUT: 'ETIMEDOUT',
  UND_ERR_BODY_TIMEOUT: 'ETIMEDOUT',
};

/** The network failure's code (ECONNREFUSED, ETIMEDOUT…), or undefined for an error that is not one. */
function networkErrorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string' || code === '') return undefined;
  return ERROR_CODE_NAMES[code] ?? code;
}

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestClientOptions {
  /** Where the api listens, without /api/v1 (used only when no transport is given: a transport of its own is made). */
  apiUrl: string;
  /** The process's shared client (server.ts makes one); without it, this client makes its own (tests). */
  transport?: RestTransport | undefined;
  /** The browser's Cookie header, passed on as is. */
  cookie?: string | undefined;
  requestId: string;
  /** Called with the Set-Cookie headers of every api answer, errors included, in the order they came. */
  onSetCookie: (cookies: string[]) => void;
  /** The X-Forwarded-For chain to send, ending with the browser's address, so the api rate-limits per person. */
  forwardedFor?: string | undefined;
  /** `https` when the browser reached the site over HTTPS, so the api's cookies get Secure. */
  forwardedProto?: string | undefined;
  userAgent?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids that go into a path must be the api's own kind (UUIDs): "..", "" or "x/y" would reach another route with the
 * person's cookie.
 */
export function isApiId(id: string): boolean {
  return UUID.test(id);
}

export type RestSearchParams = Record<string, string | number | boolean | undefined>;

export interface RestRequestOptions {
  searchParams?: RestSearchParams;
  /** Sent as the Idempotency-Key header of money operations (DESIGN.md §3). */
  idempotencyKey?: string | undefined;
}

export interface RestClient {
  get<T>(path: string, options?: RestRequestOptions): Promise<RestEnvelope<T>>;
  post<T>(path: string, body?: unknown, options?: RestRequestOptions): Promise<RestEnvelope<T>>;
  put<T>(path: string, body?: unknown, options?: RestRequestOptions): Promise<RestEnvelope<T>>;
  patch<T>(path: string, body?: unknown, options?: RestRequestOptions): Promise<RestEnvelope<T>>;
  delete<T>(path: string, options?: RestRequestOptions): Promise<RestEnvelope<T>>;
}

function isEnvelope(value: unknown): value is RestEnvelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { success?: unknown }).success === 'boolean' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

function parseEnvelope(body: string): RestEnvelope<unknown> | undefined {
  try {
    const value: unknown = JSON.parse(body);
    return isEnvelope(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** `?name=value&…` of the defined parameters, or "" when there are none. */
function queryString(searchParams: RestSearchParams | undefined): string {
  if (searchParams === undefined) return '';
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams))
    if (value !== undefined) query.append(name, String(value));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

function retryAfterSeconds(header: string | undefined): number | undefined {
  return typeof header === 'string' && /^\d+$/.test(header.trim()) ? Number(header) : undefined;
}

/** What the client reads of an answer: its status, the two headers it acts on, and the body whole. */
interface RestAnswer {
  status: number;
  setCookies: string[];
  retryAfter: string | undefined;
  body: string;
}

const SET_COOKIE = 'set-cookie';
const RETRY_AFTER = 'retry-after';

/**
 * One call through undici's dispatch API (its core handler interface: what pool.request runs on, less the
 * AsyncResource, the Readable body stream and the parse of every header into an object, about 0.05 ms of CPU a call;
 * the api's answers are a few hundred bytes read whole anyway). Of the headers only Set-Cookie and Retry-After are read.
 */
function dispatch(transport: RestTransport, options: Dispatcher.DispatchOptions): Promise<RestAnswer> {
  return new Promise((resolve, reject) => {
    let status = 0;
    const setCookies: string[] = [];
    let retryAfter: string | undefined;
    const chunks: Buffer[] = [];
    transport.pool.dispatch(options, {
      onConnect() {},
      onHeaders(statusCode, rawHeaders) {
        status = statusCode;
        for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
          const name = rawHeaders[index]!;
          // Only names of the right length are decoded: most of the api's headers are neither.
          if (name.length !== SET_COOKIE.length && name.length !== RETRY_AFTER.length) continue;
          const lower = name.toString('latin1').toLowerCase();
          if (lower === SET_COOKIE) setCookies.push(rawHeaders[index + 1]!.toString('latin1'));
          else if (lower === RETRY_AFTER) retryAfter = rawHeaders[index + 1]!.toString('latin1');
        }
        return true;
      },
      onData(chunk) {
        chunks.push(chunk);
        return true;
      },
      onComplete() {
        const body =
          chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
        resolve({ status, setCookies, retryAfter, body });
      },
      onError: reject,
    });
  });
}

/** One call, its answer read whole; a read is tried once more after the connection failed. */
async function send(transport: RestTransport, options: Dispatcher.DispatchOptions): Promise<RestAnswer> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await dispatch(transport, options);
    } catch (error) {
      const code = networkErrorCode(error);
      const retried =
        attempt < restLimits.readRetriesMax &&
        RETRIED_METHODS.has(options.method as Method) &&
        code !== undefined &&
        RETRIED_ERROR_CODES.has(code);
      if (!retried) throw error;
      await sleep(restLimits.readRetryDelayMs);
    }
  }
}

/**
 * The client for one GraphQL request, over the shared transport. A class, so a request makes one object rather than
 * six closures (under tsx each closure a property assignment more, for its name).
 */
class RequestRestClient implements RestClient {
  readonly #headers: Record<string, string>;
  readonly #transport: RestTransport;
  readonly #onSetCookie: (cookies: string[]) => void;

  constructor(options: RestClientOptions) {
    const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': options.requestId };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
    if (options.forwardedProto) headers['x-forwarded-proto'] = options.forwardedProto;
    if (options.userAgent) headers['user-agent'] = options.userAgent;
    this.#headers = headers;
    this.#transport = options.transport ?? createRestTransport(options.apiUrl);
    this.#onSetCookie = options.onSetCookie;
  }

  get<T>(path: string, requestOptions?: RestRequestOptions): Promise<RestEnvelope<T>> {
    return this.#request('GET', path, undefined, requestOptions);
  }

  post<T>(path: string, body: unknown = {}, requestOptions?: RestRequestOptions): Promise<RestEnvelope<T>> {
    return this.#request('POST', path, body, requestOptions);
  }

  put<T>(path: string, body: unknown = {}, requestOptions?: RestRequestOptions): Promise<RestEnvelope<T>> {
    return this.#request('PUT', path, body, requestOptions);
  }

  patch<T>(path: string, body: unknown = {}, requestOptions?: RestRequestOptions): Promise<RestEnvelope<T>> {
    return this.#request('PATCH', path, body, requestOptions);
  }

  delete<T>(path: string, requestOptions?: RestRequestOptions): Promise<RestEnvelope<T>> {
    return this.#request('DELETE', path, undefined, requestOptions);
  }

  async #request<T>(
    method: Method,
    path: string,
    body: unknown,
    { searchParams, idempotencyKey }: RestRequestOptions = {},
  ): Promise<RestEnvelope<T>> {
    const transport = this.#transport;
    const callHeaders = { ...this.#headers };
    if (idempotencyKey !== undefined) callHeaders['idempotency-key'] = idempotencyKey;
    if (body !== undefined) callHeaders['content-type'] = 'application/json';
    let answer;
    try {
      answer = await send(transport, {
        method,
        path: `${transport.basePath}${path.replace(/^\/+/, '')}${queryString(searchParams)}`,
        headers: callHeaders,
        body: body === undefined ? null : JSON.stringify(body),
      });
    } catch (error) {
      // The code (ECONNREFUSED, ETIMEDOUT…) says enough; the error's message would name the api's address.
      const code = networkErrorCode(error);
      if (code !== undefined) throw upstreamUnavailableError(code, error);
      throw error;
    }

    if (answer.setCookies.length > 0) this.#onSetCookie(answer.setCookies);

    const envelope = parseEnvelope(answer.body);
    const { status } = answer;
    if (envelope === undefined) {
      throw upstreamUnavailableError(`${method} ${path} answered ${status} without its JSON envelope`);
    }
    if (status >= 200 && status < 300 && envelope.success) return envelope as RestEnvelope<T>;
    throw restErrorToGraphQLError({
      status: status >= 200 && status < 300 ? 502 : status,
      message: envelope.message,
      retryAfterSeconds: retryAfterSeconds(answer.retryAfter),
    });
  }
}

export function createRestClient(options: RestClientOptions): RestClient {
  return new RequestRestClient(options);
}

/**
 * GET `${resource}/${id}`: one thing by its id, or null when the id is not the api's kind or the api answers 404 (not
 * yours, or no such thing: the same answer, so ids cannot be probed).
 */
export async function fetchByIdOrNull<T>(rest: RestClient, resource: string, id: string): Promise<T | null> {
  if (!isApiId(id)) return null;
  try {
    const { data } = await rest.get<T>(`${resource}/${id}`);
    return data;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
