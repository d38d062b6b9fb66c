// A closed-loop HTTP load: a fixed number of clients, each sending its next request when the last one answers.
import http from 'node:http';
import net from 'node:net';
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

const CRLF = '\r\n';
const HEADERS_END = Buffer.from('\r\n\r\n');

/**
 * A lean HTTP/1.1 client on one keep-alive socket, one request at a time: the request written as one string, the
 * answer read by its status line, Content-Length or chunked framing, and body. The load generator is measured
 * beside the api (CPU per request), so it must cost little, as pgbench's C client does: node:http's client cost
 * about 0.7 ms of CPU per request here, this one a fraction of it.
 */
export class LeanConnection {
  private readonly socket: net.Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: { resolve(answer: Answer): void; reject(error: Error): void } | undefined;
  private closedWith: Error | undefined;

  constructor(
    private readonly baseUrl: URL,
    socket?: net.Socket,
  ) {
    this.socket = socket ?? net.connect({ host: baseUrl.hostname, port: Number(baseUrl.port) || 80 });
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      this.tryAnswer();
    });
    const fail = (error: Error) => {
      this.closedWith ??= error;
      const waiting = this.waiting;
      this.waiting = undefined;
      waiting?.reject(error);
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('the connection closed')));
  }

  send(request: LoadRequest): Promise<Answer> {
    if (this.closedWith !== undefined) return Promise.reject(this.closedWith);
    if (this.waiting !== undefined) return Promise.reject(new Error('one request at a time'));
    let head = `${request.method} ${request.path} HTTP/1.1${CRLF}Host: ${this.baseUrl.host}${CRLF}`;
    for (const [name, value] of Object.entries(request.headers)) head += `${name}: ${value}${CRLF}`;
    if (request.body !== undefined) head += `Content-Length: ${Buffer.byteLength(request.body)}${CRLF}`;
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(head + CRLF + (request.body ?? ''));
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private tryAnswer(): void {
    const waiting = this.waiting;
    if (waiting === undefined) return;
    const headersEnd = this.buffered.indexOf(HEADERS_END);
    if (headersEnd < 0) return;
    const head = this.buffered.toString('latin1', 0, headersEnd);
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    const bodyStart = headersEnd + HEADERS_END.length;
    let body: string;
    let end: number;
    if (length !== null) {
      end = bodyStart + Number(length[1]);
      if (this.buffered.length < end) return;
      body = this.buffered.toString('utf8', bodyStart, end);
    } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      const chunks: Buffer[] = [];
      let at = bodyStart;
      for (;;) {
        const lineEnd = this.buffered.indexOf(CRLF, at);
        if (lineEnd < 0) return;
        const size = parseInt(this.buffered.toString('latin1', at, lineEnd), 16);
        if (Number.isNaN(size)) {
          waiting.reject(new Error('a chunked answer with a bad chunk size'));
          this.waiting = undefined;
          return;
        }
        const dataEnd = lineEnd + 2 + size;
        if (this.buffered.length < dataEnd + 2) return;
        if (size === 0) {
          end = dataEnd + 2;
          break;
        }
        chunks.push(this.buffered.subarray(lineEnd + 2, dataEnd));
        at = dataEnd + 2;
      }
      body = Buffer.concat(chunks).toString('utf8');
    } else {
      waiting.reject(new Error(`an answer without a length: ${head.slice(0, 200)}`));
      this.waiting = undefined;
      return;
    }
    this.buffered = this.buffered.subarray(end);
    this.waiting = undefined;
    waiting.resolve({ status, body });
  }
}

/**
 * Runs `clients` loops against baseUrl for `seconds`, one keep-alive connection each (LeanConnection);
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
  const connections = new Map<number, LeanConnection>();
  const connectionOf = (client: number) => {
    let connection = connections.get(client);
    if (connection === undefined) {
      connection = new LeanConnection(baseUrl);
      connections.set(client, connection);
    }
    return connection;
  };
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
        answer = await connectionOf(client).send(request);
      } catch (error) {
        failed += 1;
        firstFailure ??= error instanceof Error ? error.message : String(error);
        // A broken connection is replaced by a new one for the next request.
        connections.get(client)?.close();
        connections.delete(client);
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
    for (const connection of connections.values()) connection.close();
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
