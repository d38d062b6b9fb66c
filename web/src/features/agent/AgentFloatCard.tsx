// The agent's float beside Cash In and Cash Out: the wallet balance, Active or Blocked, and how each operation
// changes it; with its loading and failure states. (The spending allowance is left out here: the agent's limits,
// which cash in counts toward, are refused with the remaining figure on the form.) The agent tops the float up here,
// with the same Add Money form as a user.
import { useId, useState } from 'react';
import { formatMoney } from '@wallet/common/money';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CloseIcon, DollarIcon, WalletIcon } from '../../components/icons';
import { Skeleton } from '../../components/Skeleton';
import { WALLET_ERROR_MESSAGE, WALLET_ERROR_TITLE } from '../../components/WalletSummaryCard';
import { WalletStatusBadge } from '../../components/WalletStatusBadge';
import { AddMoneyForm } from '../../money/AddMoneyForm';
import {
  WalletCard,
  WalletCardBalance,
  WalletCardHeader,
  WalletCardLabel,
  WalletCardTitle,
} from '../../components/wallet-card-styles';

export const FLOAT_LOADING_MESSAGE = 'Loading your float...';

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
    <WalletCard aria-labelledby="agent-float-title">
      <WalletCardHeader>
        <WalletCardTitle id="agent-float-title">
          <WalletIcon aria-hidden="true" />
          Your float
        </WalletCardTitle>
        {wallet ? <WalletStatusBadge isBlocked={wallet.isBlocked} /> : null}
      </WalletCardHeader>
      {wallet ? (
        <>
          <div>
            <WalletCardLabel>Wallet balance</WalletCardLabel>
            <WalletCardBalance>{formatMoney(wallet.balance)}</WalletCardBalance>
          </div>
          <WalletCardLabel>{note}</WalletCardLabel>
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
          <WalletCardLabel>{FLOAT_LOADING_MESSAGE}</WalletCardLabel>
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
    </WalletCard>
  );
}
