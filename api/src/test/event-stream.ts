// Test-only client of GET /api/v1/events: reads the Server-Sent Events of one stream and waits for the ones a test
// expects, in order.
import type { TestApi } from './harness';

export interface StreamMessage {
  /** The event's name, or 'comment' for a ": …" line, or 'retry'. */
  event: string;
  id: string | undefined;
  data: unknown;
  /** The block as received. */
  raw: string;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** The first message not yet taken that matches, waiting for it (fails after timeoutMs). */
  next(match?: (message: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The body of a refused request (401, 429). */
  json(): Promise<{ message: string }>;
  close(): void;
}

function parse(block: string): StreamMessage {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) event = 'comment';
    else if (line.startsWith('retry:')) event = 'retry';
    else if (line.startsWith('event: ')) event = line.slice('event: '.length);
    else if (line.startsWith('id: ')) id = line.slice('id: '.length);
    else if (line.startsWith('data: ')) data.push(line.slice('data: '.length));
  }
  return { event, id, data: data.length === 0 ? undefined : JSON.parse(data.join('\n')), raw: block };
}

export async function openStream(api: TestApi, cookie: string | undefined): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(api.apiUrl('/events'), {
    headers: cookie === undefined ? {} : { Cookie: cookie },
    signal: controller.signal,
  });
  const messages: StreamMessage[] = [];
  let wake: (() => void) | undefined;
  let done = false;
  let resolveEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    resolveEnded = resolve;
  });
  const isStream = response.ok && response.body !== null;
  if (isStream && response.body !== null) {
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done: finished } = await reader.read();
          if (finished) break;
          buffer += decoder.decode(value, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            messages.push(parse(buffer.slice(0, end)));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
          wake?.();
        }
      } catch {
        // Aborted by close().
      } finally {
        done = true;
        resolveEnded();
        wake?.();
      }
    })();
  }
  return {
    status: response.status,
    headers: response.headers,
    ended,
    json: () => response.json() as Promise<{ message: string }>,
    close: () => controller.abort(),
    async next(match = () => true, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = messages.findIndex(match);
        if (index >= 0) return messages.splice(index, 1)[0] as StreamMessage;
        if (done)
          throw new Error(`the stream ended before the message came; left: ${JSON.stringify(messages)}`);
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no such message within ${timeoutMs} ms; got: ${JSON.stringify(messages)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
  };
}

/** The events (not comments) of a stream, skipping pings. */
export const isEvent = (name: string, data?: Record<string, unknown>) => (message: StreamMessage) =>
  message.event === name &&
  (data === undefined ||
    Object.entries(data).every(([key, value]) => (message.data as Record<string, unknown>)[key] === value));
