// Test helpers for live updates: a graphql-ws client that sends a cookie on its upgrade, and a raw socket that reports
// how it closed.
import { createClient } from 'graphql-ws';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';

export function wsUrl(bffUrl: string): string {
  return `${bffUrl.replace(/^http/, 'ws')}/graphql`;
}

/** A graphql-ws client whose upgrade carries the cookie (and any other header), as a browser's would. */
export function liveClient(bffUrl: string, headers: Record<string, string> = {}): Client {
  class CookieSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  return createClient({ url: wsUrl(bffUrl), webSocketImpl: CookieSocket, retryAttempts: 0, lazy: true });
}

/** The first value of one subscription, or the error or close that ended it first. */
export function firstValue<T>(client: Client, query: string): { value: Promise<T>; cancel(): void } {
  let cancel = () => {};
  const value = new Promise<T>((resolve, reject) => {
    cancel = client.subscribe<T>(
      { query },
      {
        next: (result) => {
          if (result.errors) reject(new Error(JSON.stringify(result.errors)));
          else resolve(result.data as T);
        },
        error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
        complete: () => reject(new Error('completed without a value')),
      },
    );
  });
  return { value, cancel: () => cancel() };
}

/** Opens a raw graphql-transport-ws socket, sends connection_init, and resolves with how it closed (or ack). */
export function connectRaw(
  bffUrl: string,
  headers: Record<string, string> = {},
): Promise<{ socket: WebSocket; outcome: Promise<{ code: number; reason: string } | 'ack'> }> {
  const socket = new WebSocket(wsUrl(bffUrl), 'graphql-transport-ws', { headers });
  const outcome = new Promise<{ code: number; reason: string } | 'ack'>((resolve, reject) => {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as { type: string };
      if (message.type === 'connection_ack') resolve('ack');
    });
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
    socket.on('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.on('error', reject);
  });
  // A refused upgrade rejects both promises; the caller awaits only the first then, so this one is marked seen.
  void outcome.catch(() => undefined);
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.send(JSON.stringify({ type: 'connection_init' }));
      resolve({ socket, outcome });
    });
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

/** Resolves with the next close of a socket. */
export function closed(socket: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
}

/** Resolves once the client's socket is acknowledged: the bff has then opened its stream to the api. */
export function connected(client: Client): Promise<void> {
  return new Promise((resolve) => {
    const off = client.on('connected', () => {
      off();
      resolve();
    });
  });
}
