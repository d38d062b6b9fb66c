// Reads the query of GET /transactions (admins): the movement's kind, its status, a user on either side, a page.
import { ADMIN_TRANSACTION_TYPES, adminMessages } from '@wallet/common/admin';
import type { AdminTransactionType } from '@wallet/common/admin';
import { TRANSACTION_STATUSES } from '@wallet/common/wallet';
import type { TransactionStatus } from '@wallet/common/wallet';
import type { PageParams, Query } from '../http/query-params';
import { oneOfParam, pageParams, uuidParam } from '../http/query-params';
import { historyQueryMessages } from './history-query';

export interface AllTransactionsQuery extends PageParams {
  /** The kind; `receive` is the sends again, each seen from its receiver's side (docs/admin.md). */
  type: AdminTransactionType | undefined;
  status: TransactionStatus | undefined;
  /** Movements where this user's wallet is a party, either side. */
  userId: string | undefined;
}

export function parseAllTransactionsQuery(query: Query): AllTransactionsQuery {
  return {
    type: oneOfParam(query, 'type', ADMIN_TRANSACTION_TYPES, adminMessages.type),
    status: oneOfParam(query, 'status', TRANSACTION_STATUSES, historyQueryMessages.status),
    userId: uuidParam(query, 'userId', adminMessages.userId),
    ...pageParams(query),
  };
}
