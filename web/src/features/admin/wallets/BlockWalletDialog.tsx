// The question before an admin blocks or unblocks a wallet (DESIGN.md §9 item 13): whose wallet, what it means,
// and an optional reason kept in the audit log.
import { useState } from 'react';
import { AUDIT_REASON_LENGTH_MAX } from '@wallet/common/agents';
import { formatMoney } from '@wallet/common/money';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DetailList } from '../../../components/DetailList';
import { TextField } from '../../../components/TextField';
import type { AdminWallet } from './WalletTable';

interface BlockWalletDialogProps {
  /** The wallet asked about; null closes the dialog. */
  wallet: AdminWallet | null;
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export function BlockWalletDialog({ wallet, busy = false, onConfirm, onCancel }: BlockWalletDialogProps) {
  const [reason, setReason] = useState('');
  const [reasonFor, setReasonFor] = useState<string | null>(null);
  // A new wallet asked about starts with an empty reason (state adjusted while rendering, not in an effect).
  if (wallet && wallet.id !== reasonFor) {
    setReasonFor(wallet.id);
    setReason('');
  }
  if (!wallet) return null;
  const blocking = !wallet.isBlocked;
  const owner = wallet.user?.name ?? 'this person';
  return (
    <ConfirmDialog
      open
      title={blocking ? 'Block wallet?' : 'Unblock wallet?'}
      description={
        blocking
          ? `${owner} will not be able to send, withdraw or cash out until the wallet is unblocked.`
          : `${owner} will be able to move money again.`
      }
      confirmLabel={blocking ? 'Block wallet' : 'Unblock wallet'}
      busyLabel={blocking ? 'Blocking...' : 'Unblocking...'}
      busy={busy}
      onConfirm={() => onConfirm(reason.trim())}
      onCancel={onCancel}
    >
      <DetailList
        items={[
          { label: 'Owner', value: wallet.user ? `${wallet.user.name} (${wallet.user.email})` : 'Unknown' },
          { label: 'Wallet ID', value: wallet.id },
          { label: 'Balance', value: formatMoney(wallet.balance) },
        ]}
      />
      <TextField
        multiline
        label="Reason"
        optionalField
        hint={`Kept in the audit log; at most ${AUDIT_REASON_LENGTH_MAX} characters.`}
        value={reason}
        maxLength={AUDIT_REASON_LENGTH_MAX}
        rows={3}
        disabled={busy}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}
