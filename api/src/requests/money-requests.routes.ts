// /money-requests/*: asking someone for money, the incoming and outgoing lists, paying (the normal send, with its
// Idempotency-Key), declining and cancelling, and blocking someone's requests (docs/requests.md). Users only.
import { Router } from 'express';
import { moneyRequestMessages } from '@wallet/common/requests';
import type { AppDependencies } from '../dependencies';
import { access, signedIn } from '../http/access';
import { sendSuccess } from '../http/envelope';
import { jsonObjectBody } from '../http/json-body';
import { moneyContextOf } from '../ledger/money-context';
import { oneCallMoneyRoute } from '../ledger/money-route';
import { moneyRateLimit } from '../ledger/money-rate-limit';
import { formatCents } from '@wallet/common/money';
import { outboxReceiptSender } from '../mail/receipt-outbox';
import {
  blockRequestsFrom,
  closeMoneyRequest,
  createMoneyRequest,
  listBlocked,
  listMoneyRequests,
  parseMoneyRequestListQuery,
  parseNewMoneyRequest,
  parseRequestId,
  payMoneyRequestOperation,
  unblockRequestsFrom,
} from './money-requests';

export function moneyRequestsRoutes(dependencies: AppDependencies): Router {
  const router = Router();
  const { db, rateLimiters } = dependencies;
  const money = moneyContextOf(dependencies);
  const receipts = outboxReceiptSender(dependencies);
  const users = access(['user']);

  router.post('/money-requests', users, moneyRateLimit(rateLimiters), async (request, response) => {
    const person = signedIn(request);
    const input = parseNewMoneyRequest(request, person, money.limits);
    const created = await createMoneyRequest(dependencies, person.user.id, input);
    sendSuccess(
      response,
      201,
      moneyRequestMessages.created(formatCents(input.amountCents), created.payer.name),
      created,
    );
  });

  router.get('/money-requests', users, async (request, response) => {
    const query = parseMoneyRequestListQuery(request.query);
    sendSuccess(
      response,
      200,
      'Money requests',
      await listMoneyRequests(db, signedIn(request).user.id, query),
    );
  });

  router.get('/money-requests/blocked', users, async (request, response) => {
    sendSuccess(response, 200, 'Blocked people', await listBlocked(db, signedIn(request).user.id));
  });

  router.post('/money-requests/blocked', users, async (request, response) => {
    const answer = await blockRequestsFrom(db, signedIn(request).user.id, jsonObjectBody(request));
    sendSuccess(response, 200, answer.message, answer.blocked);
  });

  router.delete('/money-requests/blocked/:userId', users, async (request, response) => {
    const answer = await unblockRequestsFrom(db, signedIn(request).user.id, String(request.params.userId));
    sendSuccess(response, 200, answer.message, answer.blocked);
  });

  router.post(
    '/money-requests/:id/pay',
    users,
    moneyRateLimit(rateLimiters),
    oneCallMoneyRoute(db, payMoneyRequestOperation(money), receipts),
  );

  router.post('/money-requests/:id/decline', users, async (request, response) => {
    const answer = await closeMoneyRequest(db, signedIn(request).user.id, parseRequestId(request), 'decline');
    sendSuccess(response, 200, moneyRequestMessages.declined, answer);
  });

  router.post('/money-requests/:id/cancel', users, async (request, response) => {
    const answer = await closeMoneyRequest(db, signedIn(request).user.id, parseRequestId(request), 'cancel');
    sendSuccess(response, 200, moneyRequestMessages.cancelled, answer);
  });

  return router;
}
