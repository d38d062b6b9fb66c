// The wallet, transaction and money request fields every money screen reads, so one mutation answer (or live update)
// updates them all in the cache.
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

/** A money request as the reader sees it (docs/requests.md): the Requests list, its mutations and live updates. */
export const MoneyRequestFieldsFragment = graphql(`
  fragment MoneyRequestFields on MoneyRequest {
    id
    direction
    status
    amount
    note
    transactionId
    requester {
      id
      name
    }
    payer {
      id
      name
    }
    expiresAt
    closedAt
    createdAt
  }
`);
