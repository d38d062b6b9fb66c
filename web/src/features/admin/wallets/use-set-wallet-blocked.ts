// Blocks or unblocks a wallet (SPEC.md §8 toasts): the answer's wallet refreshes its row in the cache; the caller
// refetches the list afterwards because the summary's counts changed too.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { adminMessages } from '@wallet/common/admin';
import { graphql } from '../../../gql';
import { serverMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/notify';

export const SetWalletBlockedMutation = graphql(`
  mutation SetWalletBlocked($input: SetWalletBlockedInput!) {
    setWalletBlocked(input: $input) {
      message
      wallet {
        id
        ...WalletTable_Wallet
      }
    }
  }
`);

export interface SetWalletBlocked {
  /** Resolves true when the wallet changed; never rejects (the outcome is told by a toast). */
  setBlocked: (walletId: string, isBlocked: boolean, reason: string) => Promise<boolean>;
  busy: boolean;
}

export function useSetWalletBlocked(): SetWalletBlocked {
  const [mutate, { loading }] = useMutation(SetWalletBlockedMutation);

  const setBlocked = useCallback(
    async (walletId: string, isBlocked: boolean, reason: string) => {
      try {
        const result = await mutate({
          variables: { input: { walletId, isBlocked, ...(reason ? { reason } : {}) } },
        });
        notify.success(
          result.data?.setWalletBlocked.message ??
            (isBlocked ? adminMessages.walletBlocked : adminMessages.walletUnblocked),
        );
        return true;
      } catch (error) {
        notify.error(
          serverMessage(error, isBlocked ? adminMessages.blockFailed : adminMessages.unblockFailed),
        );
        return false;
      }
    },
    [mutate],
  );

  return { setBlocked, busy: loading };
}
