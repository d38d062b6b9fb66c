// Liveness and readiness over real HTTP, including readiness when the database is gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';

describe('health', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });

  afterAll(async () => {
    await api.close();
  });

  it('when healthz is asked, then it answers 200 with the status and whole seconds of uptime', async () => {
    const response = await fetch(api.apiUrl('/healthz'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { uptimeSeconds: number } };
    expect(body).toEqual({
      success: true,
      message: 'OK',
      data: { status: 'ok', uptimeSeconds: expect.any(Number) as number },
    });
    expect(Number.isInteger(body.data.uptimeSeconds)).toBe(true);
    expect(body.data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('when readyz is asked and the database answers, then it is 200', async () => {
    const response = await fetch(api.apiUrl('/readyz'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Ready', data: { status: 'ready' } });
  });

  it('when the database is closed, then readyz is a 503 envelope and healthz still answers', async () => {
    await api.database.close();

    const ready = await fetch(api.apiUrl('/readyz'));
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      success: false,
      message: 'Service unavailable: the database does not answer',
      data: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect((await fetch(api.apiUrl('/healthz'))).status).toBe(200);
  });

  it('when the database is gone and a route needs it, then the answer is a generic 500 envelope', async () => {
    const response = await fetch(api.apiUrl('/stats/public'));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again later.',
      data: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(text).not.toMatch(/pglite|pool|closed/i);
  });
});
