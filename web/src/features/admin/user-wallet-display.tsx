// How an admin's lists and details show a person's wallet: the balance, and what was spent today and this month
// with how many transactions.
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { transactionCount } from '../../lib/format-count';
import type { WalletFieldsFragment } from '../../gql/graphql';

// Each figure stays whole, but a spending line may break after its "·", so the column stays narrow enough for the
// people tables' Actions to fit beside the sidebar at 1280 px.
const Cell = styled.span`
  display: grid;
  gap: 0.125rem;
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

const Balance = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

const Spent = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "$20.00 · 1 transaction". */
export function spentText(amount: string, count: number): string {
  return `${formatMoney(amount)} · ${transactionCount(count)}`;
}

export const NO_WALLET_TEXT = 'No wallet';

type WalletFigures = Pick<
  WalletFieldsFragment,
  'balance' | 'dailySpentAmount' | 'dailyTransactionCount' | 'monthlySpentAmount' | 'monthlyTransactionCount'
>;

/** A table cell's wallet: the balance over today's and this month's spending; "No wallet" without one. */
export function WalletBalanceCell({ wallet }: { wallet: WalletFigures | null }) {
  if (!wallet) return <Muted>{NO_WALLET_TEXT}</Muted>;
  return (
    <Cell>
      <Balance>{formatMoney(wallet.balance)}</Balance>
      <Spent>
        <NoWrap>{`Daily: ${formatMoney(wallet.dailySpentAmount)} ·`}</NoWrap>{' '}
        <NoWrap>{transactionCount(wallet.dailyTransactionCount)}</NoWrap>
      </Spent>
      <Spent>
        <NoWrap>{`Monthly: ${formatMoney(wallet.monthlySpentAmount)} ·`}</NoWrap>{' '}
        <NoWrap>{transactionCount(wallet.monthlyTransactionCount)}</NoWrap>
      </Spent>
    </Cell>
  );
}
