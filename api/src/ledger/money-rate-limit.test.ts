// The money rate limit: RATE_LIMIT_MONEY_PER_MINUTE requests per person, then 429 with the time to wait.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_RULES } from '../rate-limit/rate-limits';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { expectLedgerSound, moneyCall, signedInPerson } from '../test/money';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { RATE_LIMIT_MONEY_PER_MINUTE: '3' } });
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

describe('money rate limit', () => {
  it('when the rule is read, then it allows 60 money operations a minute by default', () => {
    expect(RATE_LIMIT_RULES.moneyPerUser).toEqual({ points: 60, durationSeconds: 60 });
  });

  it('when a person passes the configured count in a minute, then 429 and another person is not affected', async () => {
    const busy = await signedInPerson(api);
    for (let request = 1; request <= 3; request += 1) {
      expect((await moneyCall(api, busy, 'POST', '/wallets/add-money', { amount: 1 })).status).toBe(201);
    }

    const over = await moneyCall(api, busy, 'POST', '/wallets/add-money', { amount: 1 });

    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Too many money operations\. Please try again in \d+ seconds?\.$/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const calm = await signedInPerson(api);
    expect((await moneyCall(api, calm, 'POST', '/wallets/add-money', { amount: 1 })).status).toBe(201);
  });
});
