import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeanConnection, runLoad } from './http-load';
import type { LoadRequest } from './http-load';

/** A server that answers by path: a JSON body with Content-Length, a chunked one, a status, or a dropped socket. */
let server: http.Server;
let baseUrl: URL;
const seen: { method: string; path: string; body: string; headers: http.IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', path: request.url ?? '', body, headers: request.headers });
      if (request.url === '/chunked') {
        response.writeHead(200, { 'Content-Type': 'text/plain' });
        response.write('first, ');
        response.write('ünïcode, ');
        response.end('last');
      } else if (request.url === '/drop') {
        request.socket.destroy();
      } else if (request.url === '/refuse') {
        response.writeHead(409, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ success: false }));
      } else {
        response.writeHead(201, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ echo: body, path: request.url }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('LeanConnection', () => {
  it('when requests follow each other on one connection, then each answer is read whole, by length or by chunks', async () => {
    const connection = new LeanConnection(baseUrl);
    try {
      const body = JSON.stringify({ amount: 0.01, note: 'ünïcode' });
      const posted = await connection.send({
        method: 'POST',
        path: '/send',
        headers: { 'Content-Type': 'application/json', Cookie: 'session=abc' },
        body,
      });
      expect(posted).toEqual({ status: 201, body: JSON.stringify({ echo: body, path: '/send' }) });
      expect(await connection.send({ method: 'GET', path: '/chunked', headers: {} })).toEqual({
        status: 200,
        body: 'first, ünïcode, last',
      });
      expect((await connection.send({ method: 'GET', path: '/refuse', headers: {} })).status).toBe(409);
    } finally {
      connection.close();
    }
    const sent = seen.find((request) => request.path === '/send');
    expect(sent?.headers.cookie).toBe('session=abc');
    expect(sent?.headers['content-length']).toBe(String(Buffer.byteLength(sent?.body ?? '')));
    // One socket for all three: the server saw them on a keep-alive connection.
    expect(sent?.headers.connection ?? 'keep-alive').toBe('keep-alive');
  });

  it('when the server drops the connection, then the request fails instead of hanging', async () => {
    const connection = new LeanConnection(baseUrl);
    await expect(connection.send({ method: 'GET', path: '/drop', headers: {} })).rejects.toThrow(
      /closed|reset/,
    );
    connection.close();
  });
});

describe('runLoad', () => {
  it('when clients loop for a while, then answers with the expected status count and others fail with their body', async () => {
    let sent = 0;
    const result = await runLoad({
      baseUrl: baseUrl.href,
      clients: 3,
      seconds: 0.3,
      expectedStatus: 201,
      next: (): LoadRequest => {
        sent += 1;
        return sent % 10 === 0
          ? { method: 'GET', path: '/refuse', headers: {} }
          : { method: 'POST', path: '/send', headers: { 'Content-Type': 'application/json' }, body: '{}' };
      },
    });
    expect(result.succeeded).toBeGreaterThan(10);
    expect(result.failed).toBeGreaterThan(0);
    expect(result.firstFailure).toBe('409 {"success":false}');
    expect(result.p99Ms).toBeGreaterThanOrEqual(result.p50Ms);
  });
});
