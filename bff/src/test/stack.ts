// Test helpers: the real api in-process, a bff in front of it on a free port, a spy between them, GraphQL over real HTTP.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { TestApi, TestApiOptions } from '@wallet/api/test/harness';
import { startTestApi } from '@wallet/api/test/harness';
import type { TypedDocumentString } from '../__generated__/test-documents/graphql';
import type { RunningBff, StartBffOptions } from '../server';
import { startBff } from '../server';

export interface SeenRequest {
  method: string;
  /** Path and query, e.g. /api/v1/stats/public. */
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The port the bff's connection came from: the same for every request over one kept-alive connection. */
  clientPort: number | undefined;
}

export interface UpstreamSpyOptions {
  /** Set-Cookie headers added to every answer, after the api's own. */
  addSetCookies?: string[];
  /** Requests for which the connection is cut instead of forwarded, as a crashed or unreachable api would. */
  cutConnection?: (request: SeenRequest) => boolean;
  /** Milliseconds to hold each request before forwarding it. */
  delayMs?: number;
  /** Answers in the api's place, for failures the real api cannot be made to give on demand (429, 5xx). */
  answerInstead?: (request: SeenRequest) => FakeAnswer | undefined;
}

export interface FakeAnswer {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

export interface UpstreamSpy {
  url: string;
  /** Every request that reached the spy, in order. */
  requests: SeenRequest[];
  close(): Promise<void>;
}

/**
 * A small HTTP proxy in front of the real api: it records what the bff sends and can add what the api does not do
 * yet (Set-Cookie) or cannot be made to do on demand (cut connections, 429, 5xx). It is used only where a test must
 * see or shape the traffic between bff and api; everything else goes to the real api untouched.
 */
export async function startUpstreamSpy(
  target: string,
  options: UpstreamSpyOptions = {},
): Promise<UpstreamSpy> {
  const requests: SeenRequest[] = [];
  const targetUrl = new URL(target);
  const server = http.createServer((request, response) => {
    const seen: SeenRequest = {
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      headers: request.headers,
      clientPort: request.socket.remotePort,
    };
    requests.push(seen);
    if (options.cutConnection?.(seen)) {
      request.socket.destroy();
      return;
    }
    const fake = options.answerInstead?.(seen);
    if (fake) {
      request.resume();
      response.writeHead(fake.status, fake.headers ?? {}).end(fake.body);
      return;
    }
    const forward = () => {
      const upstream = http.request(
        {
          hostname: targetUrl.hostname,
          port: targetUrl.port,
          method: seen.method,
          path: seen.url,
          headers: { ...request.headers, host: targetUrl.host },
        },
        (upstreamResponse) => {
          const headers = { ...upstreamResponse.headers };
          if (options.addSetCookies)
            headers['set-cookie'] = [...(headers['set-cookie'] ?? []), ...options.addSetCookies];
          response.writeHead(upstreamResponse.statusCode ?? 502, headers);
          upstreamResponse.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    };
    if (options.delayMs) setTimeout(forward, options.delayMs);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An answer, its data typed by the document sent (untyped for a raw query string). */
export interface GraphqlAnswer<TData = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: GraphqlBody<TData>;
}

export interface GraphqlBody<TData = Record<string, unknown>> {
  data?: TData | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>;
}

/**
 * One operation as a test sends it: a document from graphql(`…`) (bff/src/__generated__/test-documents, made by
 * `npm run codegen` from the tests), so its variables and data follow the schema; or a raw string, for a query the
 * schema must refuse.
 */
export type GraphqlOperation<TData, TVariables> =
  | { query: TypedDocumentString<TData, TVariables>; variables?: TVariables }
  | { query: string; variables?: Record<string, unknown> };

/** POSTs one GraphQL operation (or a batch) as JSON, the way the web app does. */
export async function postGraphql<TData = Record<string, unknown>, TVariables = Record<string, unknown>>(
  bffUrl: string,
  operation: GraphqlOperation<TData, TVariables> | unknown[],
  headers: Record<string, string> = {},
): Promise<GraphqlAnswer<TData>> {
  const body = Array.isArray(operation) ? operation : { ...operation, query: String(operation.query) };
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as GraphqlBody<TData>,
  };
}

/** The answer's data, typed by its document, once the answer is known to carry no error. */
export function dataOf<TData>(answer: GraphqlAnswer<TData>): TData {
  expect(answer.body.errors).toBeUndefined();
  const data = answer.body.data;
  if (data === null || data === undefined) throw new Error('the answer carries no data');
  return data;
}

/** The first error's code, message and the whole body, for assertions. */
export function firstError(answer: GraphqlAnswer<unknown>): { code: unknown; message: string | undefined } {
  const error = answer.body.errors?.[0];
  return { code: error?.extensions?.code, message: error?.message };
}

export interface TestStack {
  api: TestApi;
  bff: RunningBff;
  /** Present when the stack was started with a spy between bff and api. */
  spy: UpstreamSpy | undefined;
  close(): Promise<void>;
}

export interface TestStackOptions {
  /** The api's own options, e.g. env with ADMIN_EMAIL and ADMIN_PASSWORD for a first admin. */
  api?: TestApiOptions;
  bff?: Omit<StartBffOptions, 'apiUrl' | 'env'>;
  /** Puts a spy between bff and api; its options shape the traffic. */
  spy?: UpstreamSpyOptions;
}

/** Starts the real api on a fresh database and a bff in front of it, both on free ports. */
export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const api = await startTestApi(options.api);
  let spy: UpstreamSpy | undefined;
  let bff: RunningBff;
  try {
    spy = options.spy ? await startUpstreamSpy(api.url, options.spy) : undefined;
    bff = await startBff({
      env: { NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
      port: 0,
      apiUrl: spy?.url ?? api.url,
      ...options.bff,
    });
  } catch (error) {
    await spy?.close();
    await api.close();
    throw error;
  }
  return {
    api,
    bff,
    spy,
    close: async () => {
      await bff.close();
      await spy?.close();
      await api.close();
    },
  };
}

/** Starts only a bff, for tests that need no api (or an api that is not there). */
export function startLoneBff(options: StartBffOptions = {}): Promise<RunningBff> {
  return startBff({
    env: { NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    port: 0,
    ...options,
  });
}
