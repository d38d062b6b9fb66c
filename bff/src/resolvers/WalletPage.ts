// WalletPage and WalletSummary from GET /wallets, and the wallet list's input (its enums arrive
// as the api spells them, through ../enums).
import type {
  WalletListInput,
  WalletPageResolvers,
  WalletSummaryResolvers,
} from '../__generated__/resolvers-types';
import type { RestWalletQuery } from '../rest/admin';
import { restDollarsToMoney } from './scalars';

/** GraphQL null means "not given": the api's defaults (page 1, 10 a page, all, newest first) apply. */
export function walletListInputToRest(input: WalletListInput | null | undefined): RestWalletQuery {
  return {
    page: input?.page ?? undefined,
    limit: input?.limit ?? undefined,
    search: input?.search ?? undefined,
    status: input?.status ?? undefined,
    sortBy: input?.sortBy ?? undefined,
    sortOrder: input?.sortOrder ?? undefined,
  };
}

export const WalletPage: WalletPageResolvers = {
  items: (page) => page.data,
};

export const WalletSummary: WalletSummaryResolvers = {
  totalBalance: (summary) => restDollarsToMoney(summary.totalBalance),
  averageBalance: (summary) => restDollarsToMoney(summary.averageBalance),
};
