// Withdrawals: POST /wallets/withdraw starts one, PATCH /transactions/:id/cancel takes a pending one back (each one
// call of a database function; neither sends a receipt), and GET /withdrawals/policy says how long one stays pending.
import { Router } from 'express';
import type { WithdrawalPolicyJson } from '@wallet/common/wallet-json';
import type { AppDependencies } from '../dependencies';
import { access } from '../http/access';
import { sendSuccess } from '../http/envelope';
import { oneCallMoneyRoute } from '../ledger/money-route';
import { moneyContextOf } from '../ledger/money-context';
import { moneyRateLimit } from '../ledger/money-rate-limit';
import { cancelWithdrawalOperation } from './cancel-withdrawal';
import { withdrawOperation } from './withdraw';

export function withdrawalsRoutes(dependencies: AppDependencies): Router {
  const router = Router();
  const { config, db, rateLimiters } = dependencies;
  const money = moneyContextOf(dependencies);

  // Public: the Withdraw screen tells people how long they have to cancel, and a client may show it before sign-in.
  router.get('/withdrawals/policy', access('public'), (_request, response) => {
    const policy: WithdrawalPolicyJson = { payoutDelaySeconds: config.payoutDelaySeconds };
    sendSuccess(response, 200, 'Withdrawal policy', policy);
  });

  router.post(
    '/wallets/withdraw',
    access(['user']),
    moneyRateLimit(rateLimiters),
    oneCallMoneyRoute(db, withdrawOperation(money)),
  );

  // Any signed-in person may ask; only the owner of the withdrawal gets past the 404.
  router.patch(
    '/transactions/:id/cancel',
    access('signed-in'),
    moneyRateLimit(rateLimiters),
    oneCallMoneyRoute(db, cancelWithdrawalOperation(money)),
  );

  return router;
}
