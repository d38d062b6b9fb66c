// The public queries the Withdraw screen and the status page read: withdrawalPolicy (the api's PAYOUT_DELAY_S) and
// serviceStatus (the api's /readyz), through the bff against the real api, and what the status says when it fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeenRequest, TestStack } from '../test/stack';
import { postGraphql, startTestStack } from '../test/stack';

const POLICY = 'query Policy { withdrawalPolicy { id payoutDelaySeconds } }';
const STATUS = 'query Status { serviceStatus { id api database checkedAt } }';

/** How the stand-in between bff and api answers /readyz in the next request: passed on, 503, or a cut connection. */
let readiness: 'real' | 'database down' | 'api gone' = 'real';
const isReadyz = (request: SeenRequest) => request.url === '/api/v1/readyz';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    spy: {
      cutConnection: (request) => isReadyz(request) && readiness === 'api gone',
      answerInstead: (request) =>
        isReadyz(request) && readiness === 'database down'
          ? {
              status: 503,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                success: false,
                message: 'Service unavailable: the database does not answer',
                data: null,
              }),
            }
          : undefined,
    },
  });
});

afterAll(async () => {
  await stack.close();
});

describe('withdrawalPolicy', () => {
  it('when someone signed out asks, then it is the api’s PAYOUT_DELAY_S (an hour in tests)', async () => {
    const answer = await postGraphql(stack.bff.url, { query: POLICY });

    expect(answer.body).toEqual({
      data: { withdrawalPolicy: { id: 'withdrawals', payoutDelaySeconds: 3600 } },
    });
    expect(stack.spy!.requests.at(-1)?.url).toBe('/api/v1/withdrawals/policy');
  });
});

describe('serviceStatus', () => {
  it.each([
    ['the api is ready', 'real', 'OPERATIONAL', 'OPERATIONAL'],
    ['the api says its database does not answer (503)', 'database down', 'OPERATIONAL', 'DOWN'],
    ['the api cannot be reached', 'api gone', 'DOWN', 'UNKNOWN'],
  ] as const)(
    'when %s (%s), then the status says api %s and database %s, as data, not as an error',
    async (_case, mode, api, database) => {
      readiness = mode;
      const before = Date.now();
      try {
        const answer = await postGraphql(stack.bff.url, { query: STATUS });

        expect(answer.body.errors).toBeUndefined();
        const status = (answer.body.data as { serviceStatus: Record<string, string> }).serviceStatus;
        expect(status).toMatchObject({ id: 'current', api, database });
        expect(Date.parse(status.checkedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
      } finally {
        readiness = 'real';
      }
    },
  );
});
