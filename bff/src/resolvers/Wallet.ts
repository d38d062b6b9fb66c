// Wallet and WalletLimits from the api's wallet JSON: _id becomes id, dollar amounts become Money.
import type { WalletLimitsResolvers, WalletResolvers } from '../__generated__/resolvers-types';
import { loadOwner } from '../loaders/create-loaders';
import { restDollarsToMoney } from './scalars';

export const Wallet: WalletResolvers = {
  id: (wallet) => wallet._id,
  balance: (wallet) => restDollarsToMoney(wallet.balance),
  dailySpentAmount: (wallet) => restDollarsToMoney(wallet.dailySpentAmount),
  monthlySpentAmount: (wallet) => restDollarsToMoney(wallet.monthlySpentAmount),
  // Through the request's user loader: the owners of a page of wallets cost one GET /users?ids=.
  user: (wallet, _arguments, { loaders }) => loadOwner(loaders, wallet),
};

export const WalletLimits: WalletLimitsResolvers = {
  dailyAmount: (limits) => restDollarsToMoney(limits.dailyAmount),
  monthlyAmount: (limits) => restDollarsToMoney(limits.monthlyAmount),
  dailyRemainingAmount: (limits) => restDollarsToMoney(limits.dailyRemainingAmount),
  monthlyRemainingAmount: (limits) => restDollarsToMoney(limits.monthlyRemainingAmount),
};
