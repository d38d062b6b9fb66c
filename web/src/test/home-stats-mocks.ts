// The landing page's figures (HomePageQuery) as the stories of HomePage and HomeStats mock them: loaded, empty,
// never answered (loading) and failed.
import { HomePageQuery } from '../features/public/home/home-query';
import { graphQLErrorResult } from './apollo-mocks';
import type { MockedResponses } from './apollo-mocks';

interface PublicTotals {
  totalUsers: number;
  totalAgents: number;
  totalTransactions: number;
  totalVolume: string;
}

export const loadedHomeStats: PublicTotals = {
  totalUsers: 12480,
  totalAgents: 312,
  totalTransactions: 98215,
  totalVolume: '4821937.50',
};

export const emptyHomeStats: PublicTotals = {
  totalUsers: 0,
  totalAgents: 0,
  totalTransactions: 0,
  totalVolume: '0.00',
};

/** The figures answered, after `delay` ms when given (Infinity: never, a loading state). */
export function homeStatsMock(totals: PublicTotals, delay?: number): MockedResponses {
  return [
    {
      request: { query: HomePageQuery },
      result: { data: { publicStats: { __typename: 'PublicStats', id: 'public', ...totals } } },
      ...(delay === undefined ? {} : { delay }),
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

/** The figures refused, as the bff answers when the api is down. */
export const homeStatsErrorMock: MockedResponses = [
  {
    request: { query: HomePageQuery },
    result: graphQLErrorResult('The wallet api is unavailable: timeout', 'INTERNAL_SERVER_ERROR'),
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];
