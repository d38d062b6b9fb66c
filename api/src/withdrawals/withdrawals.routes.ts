// Withdrawals: POST /wallets/withdraw starts one, PATCH /transactions/:id/cancel takes a pending one back.
import { Router } from 'express';
import type { AppDependencies } from '../dependencies';
import { access } from '../http/access';
import { moneyRoute } from '../ledger/money-route';
import { moneyContextOf } from '../ledger/money-context';
import { moneyRateLimit } from '../ledger/money-rate-limit';
import { cancelWithdrawalOperation } from './cancel-withdrawal';
import { withdrawOperation } from './withdraw';

export function withdrawalsRoutes(dependencies: AppDependencies): Router {
  const router = Router();
  const { db, rateLimiters } = dependencies;
  const money = moneyContextOf(dependencies);

  router.post(
    '/wallets/withdraw',
    access(['user']),
    moneyRateLimit(rateLimiters),
    moneyRoute(db, withdrawOperation(money)),
  );

  // Any signed-in person may ask; only the owner of the withdrawal gets past the 404.
  router.patch(
    '/transactions/:id/cancel',
    access('signed-in'),
    moneyRateLimit(rateLimiters),
    moneyRoute(db, cancelWithdrawalOperation(money)),
  );

  return router;
}
