// The agent's float beside Cash In and Cash Out: the wallet balance, Active or Blocked, and how each operation
// changes it; with its loading and failure states. (The spending allowance is left out: cash in counts toward
// no limit and cash out toward the user's.) The agent tops the float up here, with the same Add Money form as a user.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { cardStyles } from '../../components/Card';
import { CloseIcon, DollarIcon, WalletIcon } from '../../components/icons';
import { Skeleton } from '../../components/Skeleton';
import { WALLET_ERROR_MESSAGE, WALLET_ERROR_TITLE } from '../../components/WalletSummaryCard';
import { WalletStatusBadge } from '../../components/WalletStatusBadge';
import { AddMoneyForm } from '../wallet/AddMoneyForm';

export const FLOAT_LOADING_MESSAGE = 'Loading your float...';

const Root = styled.section`
  ${cardStyles}
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  align-content: start;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};

  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Balance = styled.p`
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
  color: ${({ theme }) => theme.colors.heading};
  font-variant-numeric: tabular-nums;
`;

export interface AgentFloat {
  /** Money scalar: "1234.50". */
  balance: string;
  isBlocked: boolean;
}

interface AgentFloatCardProps {
  wallet?: AgentFloat | null | undefined;
  loading?: boolean;
  /** The wallet could not be loaded. */
  failed?: boolean;
  onRetry?: () => void;
  /** What this page's operation does to the float. */
  note: string;
}

export function AgentFloatCard({
  wallet,
  loading = false,
  failed = false,
  onRetry,
  note,
}: AgentFloatCardProps) {
  const [toppingUp, setToppingUp] = useState(false);
  const formId = useId();
  const formOpen = toppingUp && wallet?.isBlocked === false;
  return (
    <Root aria-labelledby="agent-float-title">
      <Header>
        <Title id="agent-float-title">
          <WalletIcon aria-hidden="true" />
          Your float
        </Title>
        {wallet ? <WalletStatusBadge isBlocked={wallet.isBlocked} /> : null}
      </Header>
      {wallet ? (
        <>
          <div>
            <Muted>Wallet balance</Muted>
            <Balance>{formatMoney(wallet.balance)}</Balance>
          </div>
          <Muted>{note}</Muted>
          <div>
            <Button
              variant={formOpen ? 'secondary' : 'primary'}
              size="sm"
              aria-expanded={formOpen}
              aria-controls={formOpen ? formId : undefined}
              disabled={wallet.isBlocked}
              onClick={() => setToppingUp((open) => !open)}
            >
              {formOpen ? <CloseIcon /> : <DollarIcon />}
              {formOpen ? 'Close' : 'Top up float'}
            </Button>
          </div>
          {formOpen ? (
            <div id={formId}>
              <AddMoneyForm onDone={() => setToppingUp(false)} />
            </div>
          ) : null}
        </>
      ) : loading ? (
        <div role="status">
          <Muted>{FLOAT_LOADING_MESSAGE}</Muted>
          <Skeleton width="10ch" height="2rem" />
        </div>
      ) : failed ? (
        <Alert
          tone="danger"
          title={WALLET_ERROR_TITLE}
          action={
            onRetry ? (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                Try Again
              </Button>
            ) : null
          }
        >
          {WALLET_ERROR_MESSAGE}
        </Alert>
      ) : null}
    </Root>
  );
}
