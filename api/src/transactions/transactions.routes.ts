// /transactions/*: a person's own history, statement and one transaction they are a party of; for admins, every
// transaction.
import { Router } from 'express';
import { walletMessages } from '@wallet/common/wallet';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { access, signedIn } from '../http/access';
import { AppError } from '../http/app-error';
import { sendSuccess } from '../http/envelope';
import { allTransactions } from './all-transactions';
import { parseAllTransactionsQuery } from './all-transactions-query';
import { parseHistoryQuery } from './history-query';
import { myHistory } from './my-history';
import { findTransactionForAdmin } from './initiator-view';
import { findTransactionForViewer } from './transaction-view';
import { openStatement } from './statement';
import { sendStatementCsv } from './statement-download';
import { parseStatementQuery } from './statement-query';

export function transactionsRoutes(dependencies: {
  db: Database;
  config: Pick<Config, 'timeZoneLimits'>;
}): Router {
  const router = Router();

  router.get('/transactions', access(['admin']), async (request, response) => {
    const query = parseAllTransactionsQuery(request.query);
    const page = await allTransactions(dependencies.db, query, dependencies.config.timeZoneLimits);
    sendSuccess(response, 200, 'Transactions', page);
  });

  // Before /transactions/:id, which would take "my-history" for an id.
  router.get('/transactions/my-history', access(['user', 'agent']), async (request, response) => {
    const query = parseHistoryQuery(request.query);
    const history = await myHistory(dependencies.db, signedIn(request).user.id, query);
    sendSuccess(response, 200, 'Transaction history', history);
  });

  // Before /transactions/:id too. Admins move no money, so they have no statement (403).
  router.get('/transactions/statement', access(['user', 'agent']), async (request, response) => {
    const query = parseStatementQuery(request.query);
    const statement = await openStatement(dependencies.db, signedIn(request).user.id, query, {
      timeZone: dependencies.config.timeZoneLimits,
    });
    await sendStatementCsv(request, response, statement);
  });

  router.get('/transactions/:id', access('signed-in'), async (request, response) => {
    const { user } = signedIn(request);
    const id = String(request.params.id);
    // An admin reads any transaction as its initiator sees it; anyone else only one they are a party of.
    const transaction =
      user.role === 'admin'
        ? await findTransactionForAdmin(dependencies.db, id)
        : await findTransactionForViewer(dependencies.db, id, user.id);
    // Unknown, malformed and someone else's ids answer alike, so ids cannot be probed.
    if (transaction === undefined) throw new AppError(404, walletMessages.transactionNotFound);
    sendSuccess(response, 200, 'Transaction', transaction);
  });

  return router;
}
