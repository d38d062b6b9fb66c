// The overview's balance card (SPEC.md §2): available balance, Active or Blocked, today's and this month's spending.
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { Panel } from '../../components/DashboardPage';
import { WalletStatusBadge } from '../../components/WalletStatusBadge';
import { getFragmentData } from '../../gql';
import type { FragmentType } from '../../gql';
import { BalanceAmount, BalanceLabel } from './balance-styles';
import { transactionCount } from '../../lib/format-count';
import { WalletFieldsFragment } from '../../money/fragments';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Balance = styled(BalanceAmount)`
  letter-spacing: -0.01em;
`;

const Spending = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding-top: ${({ theme }) => theme.spacing.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  /* Side by side on a phone too: two short figures, and the recent movements start higher. */
  grid-template-columns: repeat(2, minmax(0, 1fr));

  dt {
    font-size: ${({ theme }) => theme.typography.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

const Figure = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Count = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface BalanceCardProps {
  wallet: FragmentType<typeof WalletFieldsFragment>;
}

export function BalanceCard({ wallet: walletRef }: BalanceCardProps) {
  const wallet = getFragmentData(WalletFieldsFragment, walletRef);
  return (
    <Panel aria-labelledby="balance-card-label">
      <Top>
        <BalanceLabel id="balance-card-label">Available balance</BalanceLabel>
        <WalletStatusBadge isBlocked={wallet.isBlocked} />
      </Top>
      <Balance>{formatMoney(wallet.balance)}</Balance>
      <Spending>
        <div>
          <dt>Daily spending</dt>
          <dd>
            <Figure>{formatMoney(wallet.dailySpentAmount)}</Figure>
            <Count>{`${transactionCount(wallet.dailyTransactionCount)} today`}</Count>
          </dd>
        </div>
        <div>
          <dt>Monthly spending</dt>
          <dd>
            <Figure>{formatMoney(wallet.monthlySpentAmount)}</Figure>
            <Count>{`${transactionCount(wallet.monthlyTransactionCount)} this month`}</Count>
          </dd>
        </div>
      </Spending>
    </Panel>
  );
}
