// The signed-in agent's own wallet: the float Cash In pays from and Cash Out adds to.
import { useQuery } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../gql';
import { WalletFieldsFragment } from '../../money/fragments';

export const AgentFloatQuery = graphql(`
  query AgentFloat {
    myWallet {
      id
      ...WalletFields
    }
  }
`);

export function useAgentFloat() {
  const { data, loading, error, refetch } = useQuery(AgentFloatQuery, {
    // Money may have moved since the wallet was last read: show the cached one, then the fresh one.
    fetchPolicy: 'cache-and-network',
  });
  return {
    wallet: getFragmentData(WalletFieldsFragment, data?.myWallet),
    loading,
    failed: Boolean(error) && !data,
    retry: () => void refetch().catch(() => undefined),
  };
}
