// The agent's figures for one period, as the overview's cards and quick statistics read them.
import { graphql } from '../../../gql';

export const AgentOverview_AgentStatsFragment = graphql(`
  fragment AgentOverview_AgentStats on AgentStats {
    id
    period
    cashIn {
      amount
      count
    }
    cashOut {
      amount
      count
    }
    send {
      amount
      count
    }
    walletBalance
    totalTransactions
    successRate
    totalVolume
    averageTransaction
    commissionEarned
    isApproved
    memberSince
  }
`);
