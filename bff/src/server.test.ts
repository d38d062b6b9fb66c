// The bff's HTTP shell: health probe, errors outside GraphQL, and a graceful close that lets requests in flight finish.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBff } from './server';
import type { TestStack } from './test/stack';
import { postGraphql, startLoneBff, startTestStack } from './test/stack';

describe('the HTTP shell', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });

  afterAll(async () => {
    await stack.close();
  });

  it('when /healthz is asked, then it answers OK in the envelope', async () => {
    const response = await fetch(`${stack.bff.url}/healthz`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'OK', data: { status: 'ok' } });
  });

  it('when /graphql gets a body that is not JSON, then it is a 400 in the GraphQL error shape', async () => {
    const response = await fetch(`${stack.bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    const body = (await response.json()) as { errors: Array<{ extensions: { code: string } }> };

    expect(response.status).toBe(400);
    expect(body.errors[0]?.extensions.code).toBe('BAD_REQUEST');
  });

  it('when /graphql gets a body over the size limit, then it is refused with 413', async () => {
    const answer = await fetch(`${stack.bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ publicStats { id } } # ${'x'.repeat(200_000)}` }),
    });

    expect(answer.status).toBe(413);
  });

  it('when a path is unknown, then the answer is a 404 in the envelope', async () => {
    const response = await fetch(`${stack.bff.url}/nothing-here`, {
      headers: { accept: 'application/json' },
    });

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Not found', data: null });
  });
});

describe('graceful close', () => {
  it('when closed while a request is in flight, then that request finishes and new connections are refused', async () => {
    const stack = await startTestStack({ spy: { delayMs: 500 } });
    try {
      const inFlight = postGraphql(stack.bff.url, { query: '{ publicStats { id } }' });
      // In flight for sure: the bff's REST call has reached the spy, which holds it for 500 ms.
      await vi.waitFor(() => expect(stack.spy?.requests.length).toBeGreaterThan(0), { interval: 10 });

      const closing = stack.bff.close();
      const answer = await inFlight;
      await closing;

      expect(answer.body).toEqual({ data: { publicStats: { id: 'public' } } });
      await expect(fetch(`${stack.bff.url}/healthz`)).rejects.toThrow();
    } finally {
      await stack.close();
    }
  });

  it('when close is called twice, then both calls resolve', async () => {
    const bff = await startLoneBff();

    await expect(Promise.all([bff.close(), bff.close()])).resolves.toBeDefined();
  });

  it('when the port is taken, then startBff rejects and leaves nothing running', async () => {
    const first = await startLoneBff();
    try {
      await expect(
        startBff({ env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' }, port: first.port }),
      ).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });
});
