// The api's readiness (GET /readyz) read for the status page: whether the api answers, and whether it reaches its
// database in time.
import type { GraphQLError } from 'graphql';
import type { RestClient } from './client';

/** The same names as the GraphQL enum ServiceState, which the resolvers pass through. */
export type RestServiceState = 'OPERATIONAL' | 'DOWN' | 'UNKNOWN';

export interface RestServiceStatus {
  api: RestServiceState;
  database: RestServiceState;
  /** When the bff asked, ISO-8601. */
  checkedAt: string;
}

/** The api answered 503: it is up and said its database does not answer. */
function isNotReady(error: unknown): boolean {
  return (error as Partial<GraphQLError>).extensions?.upstreamStatus === 503;
}

/**
 * 200 → both operational; 503 → the api is up, its database is not; anything else (unreachable, an answer that is not
 * the api's) → the api is down and its database unknown. Never throws: a failure is what the page reports.
 */
export async function fetchServiceStatus(rest: RestClient, now = new Date()): Promise<RestServiceStatus> {
  const checkedAt = now.toISOString();
  try {
    await rest.get('readyz');
    return { api: 'OPERATIONAL', database: 'OPERATIONAL', checkedAt };
  } catch (error) {
    return isNotReady(error)
      ? { api: 'OPERATIONAL', database: 'DOWN', checkedAt }
      : { api: 'DOWN', database: 'UNKNOWN', checkedAt };
  }
}
