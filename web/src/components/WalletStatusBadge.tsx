// A wallet's state (SPEC.md §4): Active, Blocked with a lock, or Closed when its owner closed the account for good.
import { Badge } from './Badge';
import { CheckIcon, LockIcon } from './icons';

export function walletStatusLabel(isBlocked: boolean, isClosed = false): string {
  if (isClosed) return 'Closed';
  return isBlocked ? 'Blocked' : 'Active';
}

/**
 * A wallet's state as a pill: Active, Blocked with a lock, or Closed (the owner closed the account; the wallet stays
 * blocked for good). Use it wherever a wallet's state is shown.
 */
export function WalletStatusBadge({
  isBlocked,
  isClosed = false,
}: {
  isBlocked: boolean;
  isClosed?: boolean;
}) {
  const locked = isBlocked || isClosed;
  return (
    <Badge tone={locked ? 'danger' : 'success'} icon={locked ? LockIcon : CheckIcon}>
      {walletStatusLabel(isBlocked, isClosed)}
    </Badge>
  );
}
