// /reversals: an admin proposes moving back a completed send, cash in or cash out; another admin approves (one
// compensating journal, receipts to both parties) or rejects it; the list by status (docs/reversals.md). Admins only.
// Proposing and deciding go through moneyRoute, so they take an optional Idempotency-Key as the money calls do.
import { Router } from 'express';
import type { AppDependencies } from '../dependencies';
import { access } from '../http/access';
import { sendSuccess } from '../http/envelope';
import { moneyContextOf } from '../ledger/money-context';
import { moneyRoute } from '../ledger/money-route';
import { receiptSender } from '../mail/send-receipts';
import {
  decideReversalOperation,
  listReversals,
  parseReversalListQuery,
  proposeReversalOperation,
} from './reversals';

export function reversalsRoutes(dependencies: AppDependencies): Router {
  const router = Router();
  const { db } = dependencies;
  const money = moneyContextOf(dependencies);
  const sendReceipts = receiptSender(dependencies);
  const admins = access(['admin']);

  router.post('/reversals', admins, moneyRoute(db, proposeReversalOperation()));

  router.get('/reversals', admins, async (request, response) => {
    sendSuccess(response, 200, 'Reversals', await listReversals(db, parseReversalListQuery(request.query)));
  });

  router.patch(
    '/reversals/:id/approve',
    admins,
    moneyRoute(db, decideReversalOperation(money, 'approve'), sendReceipts),
  );
  router.patch(
    '/reversals/:id/reject',
    admins,
    moneyRoute(db, decideReversalOperation(money, 'reject'), sendReceipts),
  );

  return router;
}
