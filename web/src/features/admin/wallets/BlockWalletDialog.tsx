// The question before an admin blocks or unblocks a wallet (DESIGN.md §9 item 13): whose wallet, what it means,
// and an optional reason kept in the audit log.
import { AUDIT_REASON_LENGTH_MAX } from '@wallet/common/agents';
import { formatMoney } from '@wallet/common/money';
import { DetailList } from '../../../components/DetailList';
import { ReasonConfirmDialog } from '../../../components/ReasonConfirmDialog';
import type { AdminWallet } from './WalletTable';

/** What the question names: the wallet, its balance and state, and its owner. */
export type BlockWalletTarget = Pick<AdminWallet, 'id' | 'balance' | 'isBlocked'> & {
  user?: { name: string; email: string } | null | undefined;
};

interface BlockWalletDialogProps {
  /** The wallet asked about; null closes the dialog. */
  wallet: BlockWalletTarget | null;
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export function BlockWalletDialog({ wallet, busy = false, onConfirm, onCancel }: BlockWalletDialogProps) {
  if (!wallet) return null;
  const blocking = !wallet.isBlocked;
  const owner = wallet.user?.name ?? 'this person';
  return (
    <ReasonConfirmDialog
      // Another wallet asked about starts with an empty reason. Not keyed by the state: the answer that flips it
      // may arrive while the question is still open.
      key={wallet.id}
      title={blocking ? 'Block wallet?' : 'Unblock wallet?'}
      description={
        blocking
          ? `${owner} will not be able to send, withdraw or cash out until the wallet is unblocked.`
          : `${owner} will be able to move money again.`
      }
      confirmLabel={blocking ? 'Block wallet' : 'Unblock wallet'}
      busyLabel={blocking ? 'Blocking...' : 'Unblocking...'}
      reasonHint={`Kept in the audit log; at most ${AUDIT_REASON_LENGTH_MAX} characters.`}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <DetailList
        items={[
          { label: 'Owner', value: wallet.user ? `${wallet.user.name} (${wallet.user.email})` : 'Unknown' },
          { label: 'Wallet ID', value: wallet.id },
          { label: 'Balance', value: formatMoney(wallet.balance) },
        ]}
      />
    </ReasonConfirmDialog>
  );
}
