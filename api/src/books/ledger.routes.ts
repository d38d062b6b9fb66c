// /ledger: the books on screen for admins (docs/ledger.md). Thin: access, parse, call, respond.
import { Router } from 'express';
import { ledgerMessages } from '@wallet/common/ledger-json';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { access, signedIn } from '../http/access';
import { AppError } from '../http/app-error';
import { sendSuccess } from '../http/envelope';
import { pageParams } from '../http/query-params';
import { listLedgerChecks, runLedgerCheck } from './ledger-checks';
import { readLedgerSummary } from './ledger-summary';

export const LEDGER_CHECK_BUSY_MESSAGE = 'A ledger check is already running. Try again in a moment.';

export function ledgerRoutes(dependencies: {
  db: Database;
  config: Pick<Config, 'timeZoneLimits' | 'ledgerCheckIntervalMinutes'>;
}): Router {
  const router = Router();
  const { db, config } = dependencies;

  router.get('/ledger/summary', access(['admin']), async (_request, response) => {
    const summary = await readLedgerSummary(db, {
      timeZone: config.timeZoneLimits,
      checkIntervalMinutes: config.ledgerCheckIntervalMinutes,
    });
    sendSuccess(response, 200, ledgerMessages.summary, summary);
  });

  router.get('/ledger/checks', access(['admin']), async (request, response) => {
    sendSuccess(response, 200, ledgerMessages.checks, await listLedgerChecks(db, pageParams(request.query)));
  });

  router.post('/ledger/checks', access(['admin']), async (request, response) => {
    const outcome = await runLedgerCheck(db, { requestedBy: signedIn(request).user.id });
    if (!outcome.ran) throw new AppError(409, LEDGER_CHECK_BUSY_MESSAGE);
    const message = outcome.check.ok ? ledgerMessages.checkSound : ledgerMessages.checkBreached;
    sendSuccess(response, 201, message, outcome.check);
  });

  return router;
}
