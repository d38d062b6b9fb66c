// CORS_ORIGINS (docs/rest-contract.md): a listed origin may call /api/v1 with credentials and its preflight is
// answered; any other origin gets no CORS header at all; every answer varies by Origin; a bad list stops the start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';

const LISTED = 'http://127.0.0.1:5500';
const UNLISTED = 'http://127.0.0.1:5501';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { CORS_ORIGINS: `${LISTED}, https://wallet.example` } });
});

afterAll(async () => {
  await api.close();
});

const preflight = (origin: string) =>
  fetch(api.apiUrl('/wallets/send-money'), {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type,idempotency-key',
    },
  });

/** Every Access-Control-* header of an answer. */
const corsHeaders = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('CORS_ORIGINS', () => {
  it('when a listed origin sends a preflight, then it is answered 204 for that origin with credentials, never a wildcard', async () => {
    const answer = await preflight(LISTED);

    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET,POST,PATCH');
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    expect(answer.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('when an unlisted origin sends a preflight, then the answer has no CORS header at all and is the 404 of any OPTIONS', async () => {
    const answer = await preflight(UNLISTED);

    expect(answer.status).toBe(404);
    expect(corsHeaders(answer)).toEqual([]);
    expect(answer.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('when a listed origin reads the wallet with the session cookie, then the answer is readable there, credentials allowed', async () => {
    const person = await createAccount(api, { name: 'Cora Cors' });
    const cookie = await signIn(api, person);

    const answer = await fetch(api.apiUrl('/wallets/my-wallet'), {
      headers: { Origin: LISTED, Cookie: cookie },
    });

    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-expose-headers')).toContain('Idempotent-Replayed');
    expect(answer.headers.get('vary')).toMatch(/\bOrigin\b/);
    expect(((await answer.json()) as { data: { userId: string } }).data.userId).toBe(person.id);
  });

  it('when an unlisted origin or none calls, then the answer carries no CORS header', async () => {
    const callers: Record<string, string>[] = [{ Origin: UNLISTED }, { Origin: 'null' }, {}];
    for (const headers of callers) {
      const answer = await fetch(api.apiUrl('/healthz'), { headers });
      expect(answer.status).toBe(200);
      expect(corsHeaders(answer)).toEqual([]);
    }
  });

  it('when a listed origin is refused a body, then the refusal is readable there too', async () => {
    const answer = await fetch(api.apiUrl('/auth/login'), {
      method: 'POST',
      headers: { Origin: LISTED, 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('access-control-allow-origin')).toBe(LISTED);
  });

  it('when CORS_ORIGINS holds something that is not an origin, then the api refuses to start, naming it', async () => {
    await expect(startTestApi({ env: { CORS_ORIGINS: '*' } })).rejects.toThrow(
      /Invalid environment variable CORS_ORIGINS: must be comma-separated origins/,
    );
    await expect(startTestApi({ env: { CORS_ORIGINS: `${LISTED},not a url` } })).rejects.toThrow(
      /CORS_ORIGINS.*"not a url" is not one/,
    );
  });
});
