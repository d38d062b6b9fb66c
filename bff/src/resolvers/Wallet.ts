// Wallet and WalletLimits from the api's wallet JSON: _id becomes id, dollar amounts become Money.
import type {
  WalletControlsResolvers,
  WalletLimitsResolvers,
  WalletResolvers,
} from '../__generated__/resolvers-types';
import { loadOwner } from '../loaders/create-loaders';
import { restDollarsToMoney } from './scalars';

export const Wallet: WalletResolvers = {
  id: (wallet) => wallet._id,
  balance: (wallet) => restDollarsToMoney(wallet.balance),
  dailySpentAmount: (wallet) => restDollarsToMoney(wallet.dailySpentAmount),
  monthlySpentAmount: (wallet) => restDollarsToMoney(wallet.monthlySpentAmount),
  // Through the request's user loader: the owners of a page of wallets cost one GET /users?ids=.
  user: (wallet, _arguments, { loaders }) => loadOwner(loaders, wallet),
  controls: (wallet) => wallet.controls ?? null,
};

const moneyOrNull = (dollars: number | null) => (dollars === null ? null : restDollarsToMoney(dollars));

export const WalletControls: WalletControlsResolvers = {
  platformDailyAmount: (controls) => restDollarsToMoney(controls.platformDailyAmount),
  platformMonthlyAmount: (controls) => restDollarsToMoney(controls.platformMonthlyAmount),
  personalDailyAmount: (controls) => moneyOrNull(controls.personalDailyAmount),
  personalMonthlyAmount: (controls) => moneyOrNull(controls.personalMonthlyAmount),
  pendingDailyAmount: (controls) => moneyOrNull(controls.pendingDailyAmount),
  pendingMonthlyAmount: (controls) => moneyOrNull(controls.pendingMonthlyAmount),
};

export const WalletLimits: WalletLimitsResolvers = {
  dailyAmount: (limits) => restDollarsToMoney(limits.dailyAmount),
  monthlyAmount: (limits) => restDollarsToMoney(limits.monthlyAmount),
  dailyRemainingAmount: (limits) => restDollarsToMoney(limits.dailyRemainingAmount),
  monthlyRemainingAmount: (limits) => restDollarsToMoney(limits.monthlyRemainingAmount),
};
