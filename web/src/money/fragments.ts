// The wallet and transaction fields every money screen reads, so one mutation answer updates them all in the cache.
import { graphql } from '../gql';

export const WalletFieldsFragment = graphql(`
  fragment WalletFields on Wallet {
    id
    userId
    balance
    isBlocked
    dailySpentAmount
    dailyTransactionCount
    monthlySpentAmount
    monthlyTransactionCount
    lastDailyReset
    lastMonthlyReset
    createdAt
    updatedAt
    limits {
      dailyAmount
      dailyCount
      monthlyAmount
      monthlyCount
      dailyRemainingAmount
      dailyRemainingCount
      monthlyRemainingAmount
      monthlyRemainingCount
    }
  }
`);

export const TransactionFieldsFragment = graphql(`
  fragment TransactionFields on Transaction {
    id
    type
    direction
    status
    amount
    fee
    commission
    refunded
    method
    description
    sender {
      id
      name
    }
    recipient {
      id
      name
    }
    createdAt
    updatedAt
    settledAt
    failureReason
    reverses
    reversedBy
  }
`);
