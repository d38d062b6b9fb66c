// Request logging: one plain line per request (its id, method, path without query, status, time), none for the
// health probes, a fault on the request's own line, and no cookie or query value in any line.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorHandler } from './error-handler';
import { requestLog, requestLogging } from './request-logging';

const lines: Record<string, unknown>[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const app = express();
  app.use(requestLogging(pino({ level: 'info' }, sink)));
  app.get('/api/v1/healthz', (_request, response) => {
    response.json({ ok: true });
  });
  app.get('/api/v1/readyz', (_request, response) => {
    response.json({ ok: true });
  });
  app.get('/api/v1/things', (request, response) => {
    requestLog(request).info('a line of the handler');
    response.json({ ok: true });
  });
  app.get('/api/v1/broken', () => {
    throw new Error('the disk is on fire');
  });
  app.use(errorHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  lines.length = 0;
});

/** The lines appear when the answer's connection side is done, a moment after the client has read it. */
async function linesAfter(count: number) {
  await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(count), { interval: 5 });
  return lines;
}

describe('request logging', () => {
  it('when a request is answered, then one line says its id, method, path without query, status and time', async () => {
    const answer = await fetch(`${baseUrl}/api/v1/nowhere?email=ada@example.com`, {
      headers: { cookie: 'wallet_session=secret-token', 'x-request-id': 'bff-42' },
    });
    expect(answer.status).toBe(404);
    const [line, ...more] = await linesAfter(1);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 40,
      reqId: 'bff-42',
      method: 'GET',
      path: '/api/v1/nowhere',
      status: 404,
    });
    expect(line?.msg).toBe('request');
    expect(typeof line?.ms).toBe('number');
    const text = JSON.stringify(line);
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain('ada@example.com');
  });

  it('when a handler writes a line of its own, then it carries the request id, and the request line still comes', async () => {
    await fetch(`${baseUrl}/api/v1/things`, { headers: { 'x-request-id': 'bff-43' } });
    const seen = await linesAfter(2);
    expect(seen.map((line) => [line.msg, line.reqId])).toEqual([
      ['a line of the handler', 'bff-43'],
      ['request', 'bff-43'],
    ]);
    expect(seen[1]).toMatchObject({ level: 30, status: 200 });
  });

  it('when a handler fails, then its one line is at error level with the fault and its stack', async () => {
    const answer = await fetch(`${baseUrl}/api/v1/broken`);
    expect(answer.status).toBe(500);
    const [line, ...more] = await linesAfter(1);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 50, path: '/api/v1/broken', status: 500 });
    expect(line?.err).toMatchObject({ message: 'the disk is on fire' });
    expect(String((line?.err as { stack?: unknown }).stack)).toContain('request-logging.test.ts');
  });

  it('when the health probes are called, then they write no line, and the next request still does', async () => {
    expect((await fetch(`${baseUrl}/api/v1/healthz`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/api/v1/readyz?full=1`)).status).toBe(200);
    await fetch(`${baseUrl}/api/v1/things`);
    const seen = await linesAfter(2);
    expect(seen.map((line) => line.path ?? line.msg)).toEqual(['a line of the handler', '/api/v1/things']);
  });
});
