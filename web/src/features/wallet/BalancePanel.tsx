// My Wallet's balance (SPEC.md §2): the amount, Active or Blocked, and the Add Money form behind a toggle.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { walletMessages } from '@wallet/common/wallet';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Panel, PanelHeader } from '../../components/DashboardPage';
import { CloseIcon, DollarIcon } from '../../components/icons';
import { WalletStatusBadge } from '../../components/WalletStatusBadge';
import { getFragmentData } from '../../gql';
import type { FragmentType } from '../../gql';
import { AddMoneyForm } from '../../money/AddMoneyForm';
import { BalanceAmount, BalanceLabel } from './balance-styles';
import { WalletFieldsFragment } from '../../money/fragments';

const LabelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
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
    <Panel aria-labelledby="balance-title">
      <PanelHeader>
        <div>
          <LabelRow>
            <BalanceLabel id="balance-title">Available balance</BalanceLabel>
            <WalletStatusBadge isBlocked={wallet.isBlocked} />
          </LabelRow>
          <BalanceAmount>{formatMoney(wallet.balance)}</BalanceAmount>
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
      </PanelHeader>
      {wallet.isBlocked ? <Alert tone="danger">{walletMessages.walletBlocked}</Alert> : null}
      {formOpen ? (
        <FormArea id={formId}>
          <AddMoneyForm onDone={() => setAdding(false)} />
        </FormArea>
      ) : null}
    </Panel>
  );
}
