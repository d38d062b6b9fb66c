// A closed-loop HTTP load: a fixed number of clients, each sending its next request when the last one answers.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from './figures';

export interface LoadRequest {
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Omitted for a GET. */
  body?: string;
}

export interface LoadResult {
  clients: number;
  seconds: number;
  /** Answers with the expected status. */
  succeeded: number;
  /** Other statuses and network errors; each one is a defect in a run meant to never be refused. */
  failed: number;
  firstFailure: string | undefined;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

interface Answer {
  status: number;
  body: string;
}

function send(agent: http.Agent, baseUrl: URL, request: LoadRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent,
        host: baseUrl.hostname,
        port: baseUrl.port,
        path: request.path,
        method: request.method,
        headers:
          request.body === undefined
            ? request.headers
            : { ...request.headers, 'Content-Length': Buffer.byteLength(request.body) },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * Runs `clients` loops against baseUrl for `seconds` over keep-alive connections (one socket per client);
 * `next(client)` builds each request. Requests still in flight at the end are waited for but not counted.
 */
export async function runLoad(options: {
  baseUrl: string;
  clients: number;
  seconds: number;
  expectedStatus: number;
  next: (client: number) => LoadRequest;
  /** Whether an answer with the expected status did what was asked (GraphQL answers errors with 200). */
  accept?: (body: string) => boolean;
}): Promise<LoadResult> {
  const baseUrl = new URL(options.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
  const durationsMs: number[] = [];
  let failed = 0;
  let firstFailure: string | undefined;
  const startedAt = performance.now();
  const endsAt = startedAt + options.seconds * 1000;

  async function loop(client: number): Promise<void> {
    while (performance.now() < endsAt) {
      const request = options.next(client);
      const sentAt = performance.now();
      let answer: Answer | undefined;
      try {
        answer = await send(agent, baseUrl, request);
      } catch (error) {
        failed += 1;
        firstFailure ??= error instanceof Error ? error.message : String(error);
        continue;
      }
      const answeredAt = performance.now();
      if (answeredAt > endsAt) break;
      if (answer.status === options.expectedStatus && (options.accept?.(answer.body) ?? true)) {
        durationsMs.push(answeredAt - sentAt);
      } else {
        failed += 1;
        firstFailure ??= `${answer.status} ${answer.body.slice(0, 200)}`;
      }
    }
  }

  try {
    await Promise.all(Array.from({ length: options.clients }, (_, client) => loop(client)));
  } finally {
    agent.destroy();
  }
  const elapsedSeconds = Math.min(performance.now(), endsAt) / 1000 - startedAt / 1000;
  durationsMs.sort((a, b) => a - b);
  return {
    clients: options.clients,
    seconds: elapsedSeconds,
    succeeded: durationsMs.length,
    failed,
    firstFailure,
    requestsPerSecond: durationsMs.length / elapsedSeconds,
    p50Ms: percentile(durationsMs, 0.5),
    p99Ms: percentile(durationsMs, 0.99),
  };
}

export interface SequentialResult {
  /** Timed requests, every one answered with the expected status. */
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** Every timed request's duration, sorted. */
  durationsMs: number[];
  /** The body of the last answer, to read what it held. */
  lastBody: string;
}

/**
 * One client on one keep-alive connection: `warmups` untimed requests, then `count` timed ones, each sent when
 * the last has answered. Any other status than the expected one fails the run: a latency of a refusal means nothing.
 */
export async function runSequential(options: {
  baseUrl: string;
  request: LoadRequest;
  warmups: number;
  count: number;
  expectedStatus: number;
}): Promise<SequentialResult> {
  const baseUrl = new URL(options.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const durationsMs: number[] = [];
  let lastBody = '';
  try {
    for (let index = 0; index < options.warmups + options.count; index += 1) {
      const sentAt = performance.now();
      const answer = await send(agent, baseUrl, options.request);
      const elapsedMs = performance.now() - sentAt;
      if (answer.status !== options.expectedStatus) {
        throw new Error(
          `${options.request.method} ${options.request.path} answered ${answer.status}: ${answer.body.slice(0, 200)}`,
        );
      }
      if (index >= options.warmups) durationsMs.push(elapsedMs);
      lastBody = answer.body;
    }
  } finally {
    agent.destroy();
  }
  durationsMs.sort((a, b) => a - b);
  return {
    requests: durationsMs.length,
    p50Ms: percentile(durationsMs, 0.5),
    p99Ms: percentile(durationsMs, 0.99),
    durationsMs,
    lastBody,
  };
}
