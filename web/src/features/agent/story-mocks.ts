// Mocked GraphQL answers the Cash In and Cash Out stories share: the agent's float (ready, loading, failing) and
// a search that finds one user.
import { SearchUsersQuery } from '../../components/UserSearchPanel';
import type { MockedResponses } from '../../test/apollo-mocks';
import { graphQLErrorResult } from '../../test/apollo-mocks';
import { sampleWallet } from '../../money/fixtures';
import type { SampleWallet } from '../../money/fixtures';
import { sampleAgentId, sampleCustomerMatch } from './fixtures';
import { AgentFloatQuery } from './use-agent-float';

export const sampleFloat = sampleWallet({ userId: sampleAgentId, balance: '9920.60' });

/** Type "al" in the search to see a match. */
export const searchAnswer: MockedResponses[number] = {
  request: { query: SearchUsersQuery, variables: { search: 'al', limit: 20 } },
  result: { data: { searchUsers: [sampleCustomerMatch] } },
  delay: 300,
  maxUsageCount: 99,
};

export function floatAnswer(answer: SampleWallet = sampleFloat): MockedResponses[number] {
  return {
    request: { query: AgentFloatQuery },
    result: { data: { myWallet: answer } },
    delay: 10,
    maxUsageCount: 99,
  };
}

export const blockedFloatAnswer = floatAnswer(sampleWallet({ userId: sampleAgentId, isBlocked: true }));

export const floatLoading: MockedResponses[number] = {
  request: { query: AgentFloatQuery },
  result: { data: { myWallet: sampleFloat } },
  delay: Number.POSITIVE_INFINITY,
};

export const floatFailing: MockedResponses[number] = {
  request: { query: AgentFloatQuery },
  result: graphQLErrorResult('The wallet api is unavailable', 'INTERNAL_SERVER_ERROR'),
  delay: 10,
};
