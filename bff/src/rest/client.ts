// The REST api client: one got instance per bff process (keep-alive pools, timeouts, retries fixed once), and a light
// per-GraphQL-request view of it that passes the browser's cookies and the request id on each call, relays the api's
// Set-Cookie back and maps failures.
import http from 'node:http';
import https from 'node:https';
import got, { RequestError } from 'got';
import type { Got, Method } from 'got';
import { restLimits } from '../config';
import { isNotFound, restErrorToGraphQLError, upstreamUnavailableError } from '../errors';

/** Every answer of the api has this shape (DESIGN.md §5). */
export interface RestEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
}

/** Keep-alive connection pools to the api, shared by the requests of one bff server and closed with it. */
export interface RestAgents {
  http: http.Agent;
  https: https.Agent;
}

export function createRestAgents(): RestAgents {
  return {
    http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
  };
}

/** The process's one HTTP client for the api: made once (got.extend is costly), used by every request's RestClient. */
export type RestTransport = Got;

/**
 * The shared client: the api's prefix, no status judged by got, text answers, a request timeout, and reads retried
 * only after a failed connection. Per-request values (cookies, request id, forwarded headers) go with each call.
 */
export function createRestTransport(options: {
  apiUrl: string;
  agents?: RestAgents | undefined;
}): RestTransport {
  return got.extend({
    prefixUrl: `${options.apiUrl}/api/v1/`,
    // Status codes are judged below, against the envelope, not by got.
    throwHttpErrors: false,
    responseType: 'text',
    followRedirect: false,
    timeout: { request: restLimits.requestTimeoutMs },
    // Only reads are repeated, and only after a connection failed: a write that may have reached the api is never sent
    // twice, an answer the api did give (429, 5xx) is passed on, and a timed-out read is not made to wait twice.
    retry: {
      limit: restLimits.readRetriesMax,
      methods: ['GET', 'HEAD'],
      statusCodes: [],
      errorCodes: [
        'ECONNRESET',
        'ECONNREFUSED',
        'EPIPE',
        'EADDRINUSE',
        'ENETUNREACH',
        'EHOSTUNREACH',
        'EAI_AGAIN',
      ],
      backoffLimit: 200,
    },
    ...(options.agents ? { agent: { http: options.agents.http, https: options.agents.https } } : {}),
  });
}

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
  agents?: RestAgents | undefined;
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

function definedParams(
  searchParams: RestSearchParams | undefined,
): Record<string, string | number | boolean> {
  const defined: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(searchParams ?? {}))
    if (value !== undefined) defined[name] = value;
  return defined;
}

function retryAfterSeconds(header: string | undefined): number | undefined {
  return header !== undefined && /^\d+$/.test(header.trim()) ? Number(header) : undefined;
}

/** The client for one GraphQL request, over the shared transport. Paths are relative to /api/v1, e.g. "stats/public". */
export function createRestClient(options: RestClientOptions): RestClient {
  const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': options.requestId };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  if (options.forwardedProto) headers['x-forwarded-proto'] = options.forwardedProto;
  if (options.userAgent) headers['user-agent'] = options.userAgent;

  const client = options.transport ?? createRestTransport({ apiUrl: options.apiUrl, agents: options.agents });

  async function request<T>(
    method: Method,
    path: string,
    body: unknown,
    { searchParams, idempotencyKey }: RestRequestOptions = {},
  ): Promise<RestEnvelope<T>> {
    let response;
    try {
      response = await client(path.replace(/^\/+/, ''), {
        method,
        searchParams: definedParams(searchParams),
        ...(body === undefined ? {} : { json: body }),
        headers: idempotencyKey === undefined ? headers : { ...headers, 'idempotency-key': idempotencyKey },
      });
    } catch (error) {
      // The code (ECONNREFUSED, ETIMEDOUT…) says enough; got's message would name the api's address.
      if (error instanceof RequestError)
        throw upstreamUnavailableError(error.code || 'request failed', error);
      throw error;
    }

    const cookies = response.headers['set-cookie'];
    if (cookies && cookies.length > 0) options.onSetCookie(cookies);

    const envelope = parseEnvelope(response.body);
    const status = response.statusCode;
    if (envelope === undefined) {
      throw upstreamUnavailableError(`${method} ${path} answered ${status} without its JSON envelope`);
    }
    if (status >= 200 && status < 300 && envelope.success) return envelope as RestEnvelope<T>;
    throw restErrorToGraphQLError({
      status: status >= 200 && status < 300 ? 502 : status,
      message: envelope.message,
      retryAfterSeconds: retryAfterSeconds(response.headers['retry-after']),
    });
  }

  return {
    get: (path, requestOptions) => request('GET', path, undefined, requestOptions),
    post: (path, body = {}, requestOptions) => request('POST', path, body, requestOptions),
    put: (path, body = {}, requestOptions) => request('PUT', path, body, requestOptions),
    patch: (path, body = {}, requestOptions) => request('PATCH', path, body, requestOptions),
    delete: (path, requestOptions) => request('DELETE', path, undefined, requestOptions),
  };
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
