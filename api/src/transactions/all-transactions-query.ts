// Reads the query of GET /transactions (admins): the movement's kind, its status, a user on either side, a page.
import { TRANSACTION_KINDS, adminMessages } from '@wallet/common/admin';
import type { TransactionKind } from '@wallet/common/admin';
import { TRANSACTION_STATUSES } from '@wallet/common/wallet';
import type { TransactionStatus } from '@wallet/common/wallet';
import type { PageParams, Query } from '../http/query-params';
import { oneOfParam, pageParams, uuidParam } from '../http/query-params';
import { historyQueryMessages } from './history-query';

export interface AllTransactionsQuery extends PageParams {
  /** The kind: a platform-wide list shows each send once, so there is no `receive` (docs/admin.md). */
  type: TransactionKind | undefined;
  status: TransactionStatus | undefined;
  /** Movements where this user's wallet is a party, either side. */
  userId: string | undefined;
}

export function parseAllTransactionsQuery(query: Query): AllTransactionsQuery {
  return {
    type: oneOfParam(query, 'type', TRANSACTION_KINDS, adminMessages.type),
    status: oneOfParam(query, 'status', TRANSACTION_STATUSES, historyQueryMessages.status),
    userId: uuidParam(query, 'userId', adminMessages.userId),
    ...pageParams(query),
  };
}
