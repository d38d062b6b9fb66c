// /transactions/*: a person's own history and one transaction they are a party of.
import { Router } from 'express';
import { walletMessages } from '@wallet/common/wallet';
import type { Database } from '../db/database';
import { access, signedIn } from '../http/access';
import { AppError } from '../http/app-error';
import { sendSuccess } from '../http/envelope';
import { parseHistoryQuery } from './history-query';
import { myHistory } from './my-history';
import { findTransactionForViewer } from './transaction-view';

export function transactionsRoutes(dependencies: { db: Database }): Router {
  const router = Router();

  // Before /transactions/:id, which would take "my-history" for an id.
  router.get('/transactions/my-history', access(['user', 'agent']), async (request, response) => {
    const query = parseHistoryQuery(request.query);
    const history = await myHistory(dependencies.db, signedIn(request).user.id, query);
    sendSuccess(response, 200, 'Transaction history', history);
  });

  router.get('/transactions/:id', access('signed-in'), async (request, response) => {
    const transaction = await findTransactionForViewer(
      dependencies.db,
      String(request.params.id),
      signedIn(request).user.id,
    );
    // Unknown, malformed and someone else's ids answer alike, so ids cannot be probed.
    if (transaction === undefined) throw new AppError(404, walletMessages.transactionNotFound);
    sendSuccess(response, 200, 'Transaction', transaction);
  });

  return router;
}
