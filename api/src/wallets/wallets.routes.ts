// /wallets/*: the signed-in person's wallet, adding money and sending it, an agent's cash in and cash out and the
// user's cash-out code; for an admin, every wallet and blocking one. Thin: access, rate limit, operation.
import { Router } from 'express';
import { adminMessages } from '@wallet/common/admin';
import { cashContextOf } from '../agents/cash-context';
import { cashInOperation } from '../agents/cash-in';
import { cashOutOperation } from '../agents/cash-out';
import { createCashOutCodeOperation } from '../agents/cash-out-codes';
import type { AppDependencies } from '../dependencies';
import { access, signedIn } from '../http/access';
import { AppError } from '../http/app-error';
import { sendSuccess } from '../http/envelope';
import { WALLET_NOT_FOUND_MESSAGE } from '../ledger/locked-wallets';
import { moneyRoute, oneCallMoneyRoute } from '../ledger/money-route';
import { moneyContextOf } from '../ledger/money-context';
import { moneyRateLimit } from '../ledger/money-rate-limit';
import { outboxReceiptSender } from '../mail/receipt-outbox';
import { jsonObjectBody } from '../http/json-body';
import { listAllWallets } from './all-wallets';
import { parseAllWalletsQuery } from './all-wallets-query';
import { parseBlockWalletBody, setWalletBlocked } from './block-wallet';
import { depositOperation } from './add-money';
import { sendMoneyOperation } from './send-money';
import { findWalletJsonOfUser } from './wallet-view';
import {
  findWalletControls,
  freezeWallet,
  setPersonalLimits,
  unfreezeWallet,
  withPersonalLimits,
} from './wallet-controls';

export function walletsRoutes(dependencies: AppDependencies): Router {
  const router = Router();
  const { db, rateLimiters } = dependencies;
  const money = moneyContextOf(dependencies);
  const cash = cashContextOf(dependencies);
  const receipts = outboxReceiptSender(dependencies);

  router.get('/wallets', access(['admin']), async (request, response) => {
    const query = parseAllWalletsQuery(request.query);
    // An admin list: from the read replica when there is one (docs/operations.md, "Read replica").
    const page = await dependencies.reads.read((replica) => listAllWallets(replica, query, money));
    sendSuccess(response, 200, 'Wallets', page);
  });

  router.patch('/wallets/block/:walletId', access(['admin']), async (request, response) => {
    const change = parseBlockWalletBody(jsonObjectBody(request));
    const wallet = await setWalletBlocked(
      db,
      { adminId: signedIn(request).user.id, walletId: String(request.params.walletId), ...change },
      money,
    );
    sendSuccess(
      response,
      200,
      change.isBlocked ? adminMessages.walletBlocked : adminMessages.walletUnblocked,
      wallet,
    );
  });

  router.get('/wallets/my-wallet', access(['user', 'agent']), async (request, response) => {
    const wallet = await findWalletJsonOfUser(db, signedIn(request).user.id, money);
    if (wallet === undefined) throw new AppError(404, WALLET_NOT_FOUND_MESSAGE);
    const controls = await findWalletControls(db, signedIn(request).user.id, money);
    sendSuccess(response, 200, 'Wallet', withPersonalLimits(wallet, controls));
  });

  // The owner's own controls (docs/freeze-and-limits.md). Users only: an agent's wallet is the float of their
  // business, which customers count on for cash in.
  router.post('/wallets/freeze', access(['user']), async (request, response) => {
    const answer = await freezeWallet(db, signedIn(request).user.id, money);
    sendSuccess(response, 200, answer.message, answer.controls);
  });

  router.post('/wallets/unfreeze', access(['user']), async (request, response) => {
    const answer = await unfreezeWallet(
      dependencies,
      signedIn(request).user.id,
      jsonObjectBody(request),
      money,
    );
    sendSuccess(response, 200, answer.message, answer.controls);
  });

  router.patch('/wallets/personal-limits', access(['user']), async (request, response) => {
    const answer = await setPersonalLimits(db, signedIn(request).user.id, jsonObjectBody(request), money);
    sendSuccess(response, 200, answer.message, answer.controls);
  });

  // Every role reaches the operation, so a user or an admin naming a userId hears that only agents cash in.
  // A deposit to one's own wallet is one call of wallet_add_money; with a userId it is an agent's cash in, one call
  // of wallet_cash_in.
  const cashInRoute = oneCallMoneyRoute(db, cashInOperation(cash), receipts);
  const depositRoute = oneCallMoneyRoute(db, depositOperation(money), receipts);
  router.post(
    '/wallets/add-money',
    access('signed-in'),
    moneyRateLimit(rateLimiters),
    (request, response, next) => {
      const body: unknown = request.body;
      const userId =
        typeof body === 'object' && body !== null ? (body as { userId?: unknown }).userId : undefined;
      const route = userId === undefined || userId === null ? depositRoute : cashInRoute;
      return route(request, response, next);
    },
  );

  router.post(
    '/wallets/cash-out',
    access('signed-in'),
    moneyRateLimit(rateLimiters),
    oneCallMoneyRoute(db, cashOutOperation(cash), receipts),
  );

  router.post(
    '/wallets/cash-out-code',
    access(['user']),
    moneyRateLimit(rateLimiters),
    moneyRoute(db, createCashOutCodeOperation(cash)),
  );

  router.post(
    '/wallets/send-money',
    access(['user']),
    moneyRateLimit(rateLimiters),
    oneCallMoneyRoute(db, sendMoneyOperation(money), receipts),
  );

  return router;
}
