// /transactions/*: a person's own history, statement and one transaction they are a party of; for admins, every
// transaction.
import { Router } from 'express';
import { walletMessages } from '@wallet/common/wallet';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { ReadRouter } from '../db/read-replica';
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
import type { StatementQuery } from './statement-query';
import { dayNumber } from './statement-query';

export function transactionsRoutes(dependencies: {
  db: Database;
  reads: ReadRouter;
  config: Pick<Config, 'timeZoneLimits'>;
}): Router {
  const router = Router();
  const { reads } = dependencies;

  router.get('/transactions', access(['admin']), async (request, response) => {
    const query = parseAllTransactionsQuery(request.query);
    // An admin list: from the read replica when there is one (docs/operations.md, "Read replica").
    const page = await reads.read((db) => allTransactions(db, query, dependencies.config.timeZoneLimits));
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
    const open = (db: Database) =>
      openStatement(db, signedIn(request).user.id, query, { timeZone: dependencies.config.timeZoneLimits });
    // A person's own movements: the primary, unless the statement's period ended long enough ago that no movement
    // of it can still be on its way to the replica.
    const statement = statementOfClosedPeriod(query, new Date())
      ? await reads.read(open)
      : await open(dependencies.db);
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

/**
 * Whether a statement covers only days that ended everywhere more than a day ago: its last day is at least two UTC
 * calendar days before today, so whatever TZ_LIMITS is, every movement in it committed over a day ago, far beyond
 * any lag the replica is allowed (DATABASE_READ_LAG_MAX_S is at most an hour).
 */
export function statementOfClosedPeriod(query: Pick<StatementQuery, 'to'>, now: Date): boolean {
  if (query.to === undefined) return false;
  return dayNumber(query.to) <= dayNumber(now.toISOString().slice(0, 10)) - 2;
}
