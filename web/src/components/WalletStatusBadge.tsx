// A wallet's state (SPEC.md §4): Active, or Blocked with a lock.
import { Badge } from './Badge';
import { CheckIcon, LockIcon } from './icons';

export function walletStatusLabel(isBlocked: boolean): string {
  return isBlocked ? 'Blocked' : 'Active';
}

/** A wallet's state as a pill: Active, or Blocked with a lock. Use it wherever a wallet's state is shown. */
export function WalletStatusBadge({ isBlocked }: { isBlocked: boolean }) {
  return (
    <Badge tone={isBlocked ? 'danger' : 'success'} icon={isBlocked ? LockIcon : CheckIcon}>
      {walletStatusLabel(isBlocked)}
    </Badge>
  );
}
