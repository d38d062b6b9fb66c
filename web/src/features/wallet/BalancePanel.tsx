// My Wallet's balance (SPEC.md §2): the amount, Active or Blocked, and the Add Money form behind a toggle.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { walletMessages } from '@wallet/common/wallet';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { cardStyles } from '../../components/Card';
import { CloseIcon, DollarIcon } from '../../components/icons';
import { getFragmentData } from '../../gql';
import type { FragmentType } from '../../gql';
import { AddMoneyForm } from './AddMoneyForm';
import { WalletFieldsFragment } from './fragments';
import { WalletStatusBadge } from './WalletStatusBadge';

const Root = styled.section`
  ${cardStyles}
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const LabelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Label = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Balance = styled.p`
  font-size: ${({ theme }) => theme.typography.size.h2};
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
  color: ${({ theme }) => theme.colors.heading};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const FormArea = styled.div`
  padding-top: ${({ theme }) => theme.spacing.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

interface BalancePanelProps {
  wallet: FragmentType<typeof WalletFieldsFragment>;
  /** Open the Add Money form at once (stories). */
  defaultAddMoneyOpen?: boolean;
}

export function BalancePanel({ wallet: walletRef, defaultAddMoneyOpen = false }: BalancePanelProps) {
  const wallet = getFragmentData(WalletFieldsFragment, walletRef);
  const [adding, setAdding] = useState(defaultAddMoneyOpen);
  const formId = useId();
  const formOpen = adding && !wallet.isBlocked;

  return (
    <Root aria-labelledby="balance-title">
      <Top>
        <div>
          <LabelRow>
            <Label id="balance-title">Available balance</Label>
            <WalletStatusBadge isBlocked={wallet.isBlocked} />
          </LabelRow>
          <Balance>{formatMoney(wallet.balance)}</Balance>
        </div>
        <Button
          variant={formOpen ? 'secondary' : 'primary'}
          aria-expanded={formOpen}
          aria-controls={formOpen ? formId : undefined}
          disabled={wallet.isBlocked}
          onClick={() => setAdding((open) => !open)}
        >
          {formOpen ? <CloseIcon /> : <DollarIcon />}
          {formOpen ? 'Close' : 'Add Money'}
        </Button>
      </Top>
      {wallet.isBlocked ? <Alert tone="danger">{walletMessages.walletBlocked}</Alert> : null}
      {formOpen ? (
        <FormArea id={formId}>
          <AddMoneyForm onDone={() => setAdding(false)} />
        </FormArea>
      ) : null}
    </Root>
  );
}
