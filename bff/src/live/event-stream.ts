// The api's event stream (GET /api/v1/events, text/event-stream) for one session: opened with the browser's cookie,
// parsed into named events of ids only. One stream per session on each bff, shared by the subscriptions of all its
// sockets (docs/live.md).
import http from 'node:http';
import https from 'node:https';

/** What the api sends: ids only, never amounts or names. */
export type LiveEvent =
  | { kind: 'wallet'; data: { walletId: string } }
  | { kind: 'transaction'; data: { transactionId: string; change: 'added' | 'updated' } }
  | { kind: 'money-request'; data: { requestId: string } }
  | { kind: 'platform'; data: Record<string, never> };

export type LiveEventKind = LiveEvent['kind'];

export const LIVE_EVENT_KINDS: readonly LiveEventKind[] = [
  'wallet',
  'transaction',
  'money-request',
  'platform',
];

/** Why a stream ended: the api refused it (401, 429, another status), it failed, or it closed after being open. */
export type StreamEnd =
  | { reason: 'unauthenticated' }
  | { reason: 'too-many' }
  | { reason: 'refused'; status: number }
  | { reason: 'failed'; error: Error }
  | { reason: 'closed' };

export interface EventStreamOptions {
  /** Where the api listens, without /api/v1. */
  apiUrl: string;
  cookie: string;
  forwardedFor?: string | undefined;
  forwardedProto?: string | undefined;
  userAgent?: string | undefined;
  onOpen(): void;
  onEvent(event: LiveEvent): void;
  /** Called once, unless close() was called first. */
  onEnd(end: StreamEnd): void;
}

export interface EventStream {
  /** Ends the stream from this side; onEnd is not called. */
  close(): void;
}

/** The largest event block kept while waiting for its blank line; an api that sends more is cut off. */
const EVENT_BYTES_MAX = 16_384;

function isKind(value: string): value is LiveEventKind {
  return (LIVE_EVENT_KINDS as readonly string[]).includes(value);
}

/** One block of `field: value` lines; comments (`: ping`) and unknown events give undefined. */
export function parseEventBlock(block: string): LiveEvent | undefined {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  }
  if (!isKind(name) || data.length === 0) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.join('\n'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const fields = parsed as Record<string, unknown>;
  switch (name) {
    case 'wallet':
      return typeof fields.walletId === 'string'
        ? { kind: name, data: { walletId: fields.walletId } }
        : undefined;
    case 'transaction':
      return typeof fields.transactionId === 'string' &&
        (fields.change === 'added' || fields.change === 'updated')
        ? { kind: name, data: { transactionId: fields.transactionId, change: fields.change } }
        : undefined;
    case 'money-request':
      return typeof fields.requestId === 'string'
        ? { kind: name, data: { requestId: fields.requestId } }
        : undefined;
    case 'platform':
      return { kind: name, data: {} };
  }
}

/** Opens the stream; its own connection (not the REST pool), since it stays open as long as the socket. */
export function openEventStream(options: EventStreamOptions): EventStream {
  const url = new URL(`${options.apiUrl.replace(/\/+$/, '')}/api/v1/events`);
  const headers: Record<string, string> = { accept: 'text/event-stream', cookie: options.cookie };
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  if (options.forwardedProto) headers['x-forwarded-proto'] = options.forwardedProto;
  if (options.userAgent) headers['user-agent'] = options.userAgent;

  let ended = false;
  const end = (result: StreamEnd) => {
    if (ended) return;
    ended = true;
    options.onEnd(result);
  };
  const client = url.protocol === 'https:' ? https : http;
  const request = client.request(url, { method: 'GET', headers, agent: false }, (response) => {
    const status = response.statusCode ?? 0;
    if (status !== 200) {
      response.resume();
      if (status === 401) end({ reason: 'unauthenticated' });
      else if (status === 429) end({ reason: 'too-many' });
      else end({ reason: 'refused', status });
      return;
    }
    options.onOpen();
    response.setEncoding('utf8');
    let buffer = '';
    response.on('data', (chunk: string) => {
      buffer += chunk.replace(/\r\n?/g, '\n');
      let boundary = buffer.indexOf('\n\n');
      while (boundary !== -1) {
        const event = parseEventBlock(buffer.slice(0, boundary));
        buffer = buffer.slice(boundary + 2);
        if (event && !ended) options.onEvent(event);
        boundary = buffer.indexOf('\n\n');
      }
      if (buffer.length > EVENT_BYTES_MAX) {
        end({ reason: 'failed', error: new Error('an event of the api was too large') });
        request.destroy();
      }
    });
    response.on('end', () => end({ reason: 'closed' }));
    response.on('close', () => end({ reason: 'closed' }));
    response.on('error', () => end({ reason: 'closed' }));
  });
  request.on('error', (error) => end({ reason: 'failed', error }));
  request.end();
  return {
    close() {
      ended = true;
      request.destroy();
    },
  };
}
