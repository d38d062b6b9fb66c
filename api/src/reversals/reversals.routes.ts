// /reversals: an admin proposes moving back a completed send, cash in or cash out; another admin approves (one
// compensating journal, receipts to both parties) or rejects it; the list by status (docs/reversals.md). Admins only.
import { Router } from 'express';
import { formatCents } from '@wallet/common/money';
import { reversalMessages } from '@wallet/common/reversals';
import type { AppDependencies } from '../dependencies';
import { access, signedIn } from '../http/access';
import { sendSuccess } from '../http/envelope';
import { moneyContextOf } from '../ledger/money-context';
import { receiptSender } from '../mail/send-receipts';
import type { ReversalDecision } from './reversals';
import {
  decideReversal,
  decisionMessage,
  listReversals,
  parseDecisionBody,
  parseNewReversal,
  parseReversalId,
  parseReversalListQuery,
  proposeReversal,
} from './reversals';

export function reversalsRoutes(dependencies: AppDependencies): Router {
  const router = Router();
  const { db } = dependencies;
  const money = moneyContextOf(dependencies);
  const sendReceipts = receiptSender(dependencies);
  const admins = access(['admin']);

  router.post('/reversals', admins, async (request, response) => {
    const input = parseNewReversal(request);
    const proposed = await proposeReversal(db, signedIn(request).user.id, input);
    sendSuccess(
      response,
      201,
      reversalMessages.proposed(formatCents(Math.round(proposed.amount * 100))),
      proposed,
    );
  });

  router.get('/reversals', admins, async (request, response) => {
    sendSuccess(response, 200, 'Reversals', await listReversals(db, parseReversalListQuery(request.query)));
  });

  const decide =
    (decision: ReversalDecision) =>
    async (
      request: Parameters<Parameters<Router['patch']>[1]>[0],
      response: Parameters<Parameters<Router['patch']>[1]>[1],
    ) => {
      const id = parseReversalId(request);
      const reason = parseDecisionBody(request);
      const decided = await decideReversal(db, money, signedIn(request).user.id, id, decision, reason);
      sendReceipts(decided.receipts);
      sendSuccess(response, 200, decisionMessage(decision, decided.reversal), decided.reversal);
    };

  router.patch('/reversals/:id/approve', admins, decide('approve'));
  router.patch('/reversals/:id/reject', admins, decide('reject'));

  return router;
}
