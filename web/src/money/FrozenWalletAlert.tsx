// "Your wallet is frozen" where money would leave it (docs/freeze-and-limits.md): the overview, My Wallet, Send Money
// and Withdraw say so before the person tries, with the way to Settings, where the owner unfreezes it.
import { ButtonLink } from '../components/Button';
import { Alert } from '../components/Alert';
import { paths } from '../lib/paths';
import { useMyWalletControls } from './wallet-controls';

export const FROZEN_TITLE = 'Your wallet is frozen';
export const FROZEN_TEXT =
  'No money can leave it: sending, paying requests, withdrawing and cash out are refused. Money sent to you still arrives.';
export const UNFREEZE_IN_SETTINGS = 'Unfreeze in Settings';

export function FrozenWalletAlert() {
  return (
    <Alert
      tone="danger"
      title={FROZEN_TITLE}
      action={
        <ButtonLink to={paths.user.settings} variant="secondary" size="sm">
          {UNFREEZE_IN_SETTINGS}
        </ButtonLink>
      }
    >
      {FROZEN_TEXT}
    </Alert>
  );
}

/** The alert when the signed-in user's wallet is frozen, else nothing (Send Money, Withdraw). */
export function FrozenNotice() {
  const { controls } = useMyWalletControls();
  return controls?.isFrozen ? <FrozenWalletAlert /> : null;
}
