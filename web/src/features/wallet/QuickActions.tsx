// The overview's shortcuts (SPEC.md §2): send money, withdraw, history; and freezing the wallet in one tap
// (docs/freeze-and-limits.md: no confirmation, as freezing is safe and the owner lifts it in Settings).
import { useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { walletControlMessages } from '@wallet/common/wallet';
import { paths } from '../../lib/paths';
import { Button, ButtonLink } from '../../components/Button';
import { Panel, PanelTitle } from '../../components/DashboardPage';
import { BankIcon, ClockIcon, LockIcon, SendIcon } from '../../components/icons';
import { serverMessage } from '../../lib/graphql-errors';
import { notify } from '../../lib/notify';
import { FreezeMyWalletMutation } from '../../money/wallet-controls';

const Links = styled.ul<{ $tiles: number }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  grid-template-columns: repeat(${({ $tiles }) => $tiles}, minmax(0, 1fr));

  /* On a phone the actions share one row as tiles (icon over the word), so Recent Transactions come up sooner. */
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.spacing.xs};

    a,
    button {
      flex-direction: column;
      gap: ${({ theme }) => theme.spacing.xxs};
      min-height: 4rem;
      padding: ${({ theme }) => theme.spacing.xs};
      font-size: ${({ theme }) => theme.typography.size.sm};
      text-align: center;
      white-space: normal;
    }
  }
`;

/** What freezing does, under the actions; on a phone only read out with the button, to keep the first screen short. */
const FreezeNote = styled.p`
  margin: ${({ theme }) => `${theme.spacing.sm} 0 0`};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

export const FREEZE_WALLET_LABEL = 'Freeze wallet';
export const FREEZE_WALLET_NOTE =
  'Phone lost or something wrong? Freeze your wallet: no money can leave it until you unfreeze it in Settings. Money sent to you still arrives.';
const FREEZE_FAILURE_MESSAGE = 'Failed to freeze your wallet';

const FREEZE_NOTE_ID = 'quick-actions-freeze-note';

/** The one-tap freeze, a fourth action while the wallet is known not to be frozen. */
function FreezeAction() {
  const [freeze, { loading }] = useMutation(FreezeMyWalletMutation);
  const onFreeze = async () => {
    try {
      const result = await freeze();
      notify.success(result.data?.freezeMyWallet.message ?? walletControlMessages.frozen);
    } catch (error) {
      notify.error(serverMessage(error, FREEZE_FAILURE_MESSAGE));
    }
  };
  return (
    <li>
      <Button
        variant="danger"
        fullWidth
        disabled={loading}
        aria-describedby={FREEZE_NOTE_ID}
        onClick={() => void onFreeze()}
      >
        <LockIcon />
        {loading ? 'Freezing...' : FREEZE_WALLET_LABEL}
      </Button>
    </li>
  );
}

interface QuickActionsProps {
  /** The wallet's freeze: false offers Freeze wallet; true or unknown (undefined) offers nothing more. */
  frozen?: boolean | undefined;
}

export function QuickActions({ frozen }: QuickActionsProps = {}) {
  return (
    <Panel aria-labelledby="quick-actions-title">
      <PanelTitle id="quick-actions-title">Quick Actions</PanelTitle>
      <Links $tiles={frozen === false ? 4 : 3}>
        <li>
          <ButtonLink to={paths.user.sendMoney} fullWidth>
            <SendIcon />
            Send Money
          </ButtonLink>
        </li>
        <li>
          <ButtonLink to={paths.user.withdraw} variant="secondary" fullWidth>
            <BankIcon />
            Withdraw
          </ButtonLink>
        </li>
        <li>
          <ButtonLink to={paths.user.history} variant="secondary" fullWidth>
            <ClockIcon />
            History
          </ButtonLink>
        </li>
        {frozen === false ? <FreezeAction /> : null}
      </Links>
      {frozen === false ? <FreezeNote id={FREEZE_NOTE_ID}>{FREEZE_WALLET_NOTE}</FreezeNote> : null}
    </Panel>
  );
}
