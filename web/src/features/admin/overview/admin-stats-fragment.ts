// The admin overview's figures, read by its cards and its platform summary from the one adminStats answer.
import { graphql } from '../../../gql';

export const AdminOverview_AdminStatsFragment = graphql(`
  fragment AdminOverview_AdminStats on AdminStats {
    id
    totalUsers {
      total
      thisMonth
      lastMonth
      changePercent
    }
    totalAgents {
      total
      thisMonth
      lastMonth
      changePercent
    }
    transactionCount {
      total
      thisMonth
      lastMonth
      changePercent
    }
    totalVolume {
      total
      thisMonth
      lastMonth
      changePercent
    }
    recentTransactionCount
    recentVolume
    completionRate
    today {
      transactionCount
      volume
    }
    activeUsers
  }
`);
