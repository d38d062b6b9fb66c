// LedgerSummary and its parts from GET /ledger/summary, LedgerCheck from /ledger/checks: dollars as Money, people
// loaded by id through the request's user loader.
import type {
  LedgerAccountResolvers,
  LedgerCheckPageResolvers,
  LedgerCheckPayloadResolvers,
  LedgerCheckResolvers,
  LedgerDayResolvers,
  LedgerSummaryResolvers,
  PendingPayoutResolvers,
  PendingPayoutsResolvers,
} from '../__generated__/resolvers-types';
import { fetchLedgerSummary } from '../rest/ledger';
import { restDollarsToMoney } from './scalars';

/** There is one set of books, so one key keeps one copy in the client's cache. */
export const LEDGER_SUMMARY_ID = 'ledger-summary';

export const LedgerSummary: LedgerSummaryResolvers = {
  id: () => LEDGER_SUMMARY_ID,
  total: (summary) => restDollarsToMoney(summary.total),
  walletsTotal: (summary) => restDollarsToMoney(summary.walletsTotal),
};

export const LedgerAccount: LedgerAccountResolvers = {
  balance: (account) => restDollarsToMoney(account.balance),
};

export const LedgerDay: LedgerDayResolvers = {
  moneyIn: (day) => restDollarsToMoney(day.moneyIn),
  moneyOut: (day) => restDollarsToMoney(day.moneyOut),
};

export const PendingPayouts: PendingPayoutsResolvers = {
  amount: (payouts) => restDollarsToMoney(payouts.amount),
};

export const PendingPayout: PendingPayoutResolvers = {
  id: (payout) => payout._id,
  amount: (payout) => restDollarsToMoney(payout.amount),
  fee: (payout) => restDollarsToMoney(payout.fee),
  user: (payout, _arguments, { loaders }) => loaders.userLoader.load(payout.user._id),
};

export const LedgerCheck: LedgerCheckResolvers = {
  id: (check) => check._id,
  requestedBy: (check, _arguments, { loaders }) =>
    check.requestedBy === null ? null : loaders.userLoader.load(check.requestedBy._id),
};

export const LedgerCheckPage: LedgerCheckPageResolvers = {
  items: (page) => page.data,
};

export const LedgerCheckPayload: LedgerCheckPayloadResolvers = {
  summary: (_payload, _arguments, { rest }) => fetchLedgerSummary(rest),
};
