// Root mutations: thin, each one REST call; the api's answer is mapped by the type resolvers. Mutations that change
// who is signed in, the person themselves or their money leave the request's loaders holding what they changed.
import type { AgentStatus } from '@wallet/common/admin';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import {
  markAdminWallets,
  primeMe,
  primeMoneyResult,
  primeMyWallet,
  primeUser,
} from '../loaders/create-loaders';
import * as admin from '../rest/admin';
import * as agents from '../rest/agents';
import * as auth from '../rest/auth';
import { submitContactMessage } from '../rest/contact';
import * as disputes from '../rest/disputes';
import * as requests from '../rest/requests';
import * as reversals from '../rest/reversals';
import { runLedgerCheck } from '../rest/ledger';
import * as settings from '../rest/settings';
import * as transactions from '../rest/transactions';
import * as users from '../rest/users';
import type { RestUserResult } from '../rest/users';
import * as wallets from '../rest/wallets';

/**
 * The api answers a decision with the plain user JSON; the standing it leaves is certain (every decision is audited,
 * so a suspended agent has been suspended at least once), and the client's cache of Manage agents needs it.
 */
function withAgentStatus(result: RestUserResult, status: AgentStatus): RestUserResult {
  return { ...result, user: { ...result.user, agentStatus: result.user.agentStatus ?? status } };
}

export const Mutation: MutationResolvers = {
  submitContact: (_parent, { input }, { rest }) => submitContactMessage(rest, input),

  register: (_parent, { input }, { rest }) => auth.register(rest, input),

  sendVerificationCode: (_parent, { email }, { rest }) => auth.sendVerificationCode(rest, email),

  verifyEmail: async (_parent, { email, otp }, { rest, loaders }) => {
    const result = await auth.verifyEmail(rest, email, otp);
    primeMe(loaders, undefined);
    return result;
  },

  login: async (_parent, { input }, { rest, loaders }) => {
    // GraphQL null means "not given": the api's default, a session that ends with the browser, and no code.
    const result = await auth.login(rest, {
      ...input,
      rememberMe: input.rememberMe ?? undefined,
      twoFactorCode: input.twoFactorCode ?? undefined,
    });
    primeMe(loaders, result.user);
    return result;
  },

  logout: async (_parent, _arguments, { rest, loaders }) => {
    const result = await auth.logout(rest);
    primeMe(loaders, null);
    return result;
  },

  changePassword: async (_parent, { input }, { rest, loaders }) => {
    const result = await auth.changePassword(rest, input);
    primeMe(loaders, undefined);
    return result;
  },

  forgotPassword: (_parent, { email }, { rest }) => auth.forgotPassword(rest, email),

  resetPassword: async (_parent, { input }, { rest, loaders }) => {
    const result = await auth.resetPassword(rest, input);
    primeMe(loaders, undefined);
    return result;
  },

  updateProfile: async (_parent, { input }, { rest, loaders }) => {
    const result = await users.updateProfile(rest, input);
    primeMe(loaders, result.user);
    return result;
  },

  // Money moves with the form's idempotency key as the Idempotency-Key header, so a retried submission moves it once.
  addMoney: async (_parent, { input }, { rest, loaders }) =>
    primeMoneyResult(loaders, await wallets.addMoney(rest, input)),

  // The owner's own controls (docs/freeze-and-limits.md): the answer carries the wallet read again, primed as myWallet.
  freezeMyWallet: async (_parent, _arguments, { rest, loaders }) =>
    primeMyWallet(loaders, await wallets.freezeMyWallet(rest)),
  unfreezeMyWallet: async (_parent, { input }, { rest, loaders }) =>
    primeMyWallet(loaders, await wallets.unfreezeMyWallet(rest, input)),
  setPersonalLimits: async (_parent, { input }, { rest, loaders }) =>
    primeMyWallet(loaders, await wallets.setPersonalLimits(rest, input)),

  sendMoney: async (_parent, { input }, { rest, loaders }) =>
    primeMoneyResult(loaders, await wallets.sendMoney(rest, input)),

  withdraw: async (_parent, { input }, { rest, loaders }) =>
    primeMoneyResult(loaders, await wallets.withdraw(rest, input)),

  cancelWithdrawal: async (_parent, { id }, { rest, loaders }) =>
    primeMoneyResult(loaders, await transactions.cancelWithdrawal(rest, id)),

  // The wallet in a cash in or cash out answer is the agent's own, so it primes myWallet as the other money calls do.
  cashIn: async (_parent, { input }, { rest, loaders }) =>
    primeMoneyResult(loaders, await agents.cashIn(rest, input)),

  cashOut: async (_parent, { input }, { rest, loaders }) =>
    primeMoneyResult(loaders, await agents.cashOut(rest, input)),

  createCashOutCode: (_parent, { input }, { rest }) => agents.createCashOutCode(rest, input),

  // GraphQL null means "not given": no reason is sent and the audit log keeps none.
  approveAgent: async (_parent, { input }, { rest, loaders }) => {
    const result = withAgentStatus(
      await agents.approveAgent(rest, { ...input, reason: input.reason ?? undefined }),
      'approved',
    );
    primeUser(loaders, result.user);
    return result;
  },

  suspendAgent: async (_parent, { input }, { rest, loaders }) => {
    const result = withAgentStatus(
      await agents.suspendAgent(rest, { ...input, reason: input.reason ?? undefined }),
      'suspended',
    );
    primeUser(loaders, result.user);
    return result;
  },

  // The wallet in the answer is the whole Wallet (same id), so the client's cache updates isBlocked in every list.
  runLedgerCheck: (_parent, _arguments, { rest }) => runLedgerCheck(rest),

  setWalletBlocked: async (_parent, { input }, { rest, loaders }) => {
    const result = await admin.setWalletBlocked(rest, { ...input, reason: input.reason ?? undefined });
    markAdminWallets(loaders, [result.wallet]);
    return result;
  },

  updateNotificationPreferences: (_parent, { input }, { rest }) =>
    settings.updateNotificationPreferences(rest, input),

  startTwoFactorSetup: (_parent, _arguments, { rest }) => settings.startTwoFactorSetup(rest),

  enableTwoFactor: (_parent, { code }, { rest }) => settings.enableTwoFactor(rest, code),

  disableTwoFactor: (_parent, { input }, { rest }) => settings.disableTwoFactor(rest, input),

  // Like logout: the api ends the session and its clearing cookie is relayed; this request's me is nobody after it.
  closeAccount: async (_parent, { password }, { rest, loaders }) => {
    const result = await settings.closeAccount(rest, password);
    primeMe(loaders, null);
    return result;
  },

  // Money requests (docs/requests.md). Paying is a send: it primes the wallet and the movement as sendMoney does.
  reportProblem: (_parent, { input }, { rest }) => disputes.reportProblem(rest, input),

  updateDispute: (_parent, { input }, { rest }) => disputes.updateDispute(rest, input),

  requestMoney: (_parent, { input }, { rest }) => requests.requestMoney(rest, input),

  payMoneyRequest: async (_parent, { input }, { rest, loaders }) => {
    const result = await requests.payMoneyRequest(rest, input);
    primeMoneyResult(loaders, result);
    return result;
  },

  declineMoneyRequest: (_parent, { id }, { rest }) => requests.closeMoneyRequest(rest, id, 'decline'),

  cancelMoneyRequest: (_parent, { id }, { rest }) => requests.closeMoneyRequest(rest, id, 'cancel'),

  blockRequester: (_parent, { userId }, { rest }) => requests.blockRequester(rest, userId),

  unblockRequester: (_parent, { userId }, { rest }) => requests.unblockRequester(rest, userId),

  proposeReversal: (_parent, { input }, { rest }) => reversals.proposeReversal(rest, input),

  approveReversal: (_parent, { input }, { rest }) => reversals.decideReversal(rest, input, 'approve'),

  rejectReversal: (_parent, { input }, { rest }) => reversals.decideReversal(rest, input, 'reject'),
};
