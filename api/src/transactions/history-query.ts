// Reads the query of GET /transactions/my-history: filters by the viewer's type and status, a page and its size.
import type { Request } from 'express';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@wallet/common/wallet';
import type { TransactionStatus, TransactionType } from '@wallet/common/wallet';
import { oneOfParam, pageMessages, pageParams } from '../http/query-params';

export interface HistoryQuery {
  type: TransactionType | undefined;
  status: TransactionStatus | undefined;
  page: number;
  limit: number;
}

export const historyQueryMessages = {
  ...pageMessages,
  type: `type must be one of ${TRANSACTION_TYPES.join(', ')}`,
  status: `status must be one of ${TRANSACTION_STATUSES.join(', ')}`,
} as const;

export function parseHistoryQuery(query: Request['query']): HistoryQuery {
  return {
    type: oneOfParam(query, 'type', TRANSACTION_TYPES, historyQueryMessages.type),
    status: oneOfParam(query, 'status', TRANSACTION_STATUSES, historyQueryMessages.status),
    ...pageParams(query),
  };
}
