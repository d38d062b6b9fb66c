// publicStats through the bff against the real api: the landing figures, their money format, one REST call per document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journals, users } from '@wallet/api/db/schema';
import type { TestStack } from '../test/stack';
import { postGraphql, startTestStack } from '../test/stack';
import { graphql } from '../__generated__/test-documents';

const PUBLIC_STATS = graphql(`
  query QueryTestPublicStats {
    publicStats {
      id
      totalUsers
      totalAgents
      totalTransactions
      totalVolume
    }
  }
`);

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ spy: {} });
});

afterAll(async () => {
  await stack.close();
});

function person(name: string, role: 'user' | 'agent' | 'admin') {
  return { name, email: `${name}@example.com`, role, passwordHash: 'not-a-real-hash' };
}

describe('publicStats', () => {
  it('when the database is empty, then every figure is zero and the volume is "0.00"', async () => {
    const answer = await postGraphql(stack.bff.url, { query: PUBLIC_STATS });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: {
        publicStats: {
          id: 'public',
          totalUsers: 0,
          totalAgents: 0,
          totalTransactions: 0,
          totalVolume: '0.00',
        },
      },
    });
  });

  it("when people and transactions exist, then the figures are the api's, with the volume as a two-place decimal", async () => {
    await stack.api.db
      .insert(users)
      .values([
        person('ada', 'user'),
        person('bob', 'user'),
        person('cyd', 'agent'),
        person('root', 'admin'),
      ]);
    await stack.api.db.insert(journals).values([
      { kind: 'deposit', status: 'completed', amountCents: 123_450 },
      { kind: 'deposit', status: 'completed', amountCents: 25 },
      { kind: 'withdraw', status: 'pending', amountCents: 10_000, method: 'bank' },
    ]);

    const answer = await postGraphql(stack.bff.url, { query: PUBLIC_STATS });
    const rest = (await (await fetch(stack.api.apiUrl('/stats/public'))).json()) as { data: unknown };

    expect(rest.data).toEqual({ totalUsers: 2, totalAgents: 1, totalTransactions: 3, totalVolume: 1234.75 });
    expect(answer.body).toEqual({
      data: {
        publicStats: {
          id: 'public',
          totalUsers: 2,
          totalAgents: 1,
          totalTransactions: 3,
          totalVolume: '1234.75',
        },
      },
    });
  });

  it('when one document asks for the figures under two names, then the api is called once', async () => {
    const before = stack.spy!.requests.length;

    const answer = await postGraphql(stack.bff.url, {
      query: '{ first: publicStats { totalUsers } second: publicStats { totalVolume } }',
    });

    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual({ first: { totalUsers: 2 }, second: { totalVolume: '1234.75' } });
    expect(stack.spy!.requests.slice(before).map((request) => request.url)).toEqual(['/api/v1/stats/public']);
  });
});
