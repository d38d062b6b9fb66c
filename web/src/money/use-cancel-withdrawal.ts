// Cancels one of the signed-in person's pending withdrawals; the answer's wallet and transaction refresh the cache,
// and the lists (whose summaries count it) are asked again.
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { walletFormFailures } from '@wallet/common/wallet-forms';
import { graphql } from '../gql';
import { serverMessage } from '../lib/graphql-errors';
import { notify } from '../lib/notify';
import { forgetMovementLists } from './forget-movement-lists';

export const CancelWithdrawalMutation = graphql(`
  mutation CancelWithdrawal($id: ID!) {
    cancelWithdrawal(id: $id) {
      message
      transaction {
        id
        ...TransactionFields
      }
      wallet {
        id
        ...WalletFields
      }
    }
  }
`);

export interface CancelWithdrawal {
  /** Never rejects: the outcome is told by a toast. */
  cancel: (id: string) => Promise<void>;
  /** The withdrawal being cancelled right now, so its button can show it. */
  cancellingId: string | null;
}

export function useCancelWithdrawal(): CancelWithdrawal {
  const [cancelWithdrawal] = useMutation(CancelWithdrawalMutation);
  const [cancellingId, setCancellingId] = useState<string | null>(null);

  const cancel = useCallback(
    async (id: string) => {
      setCancellingId(id);
      try {
        const result = await cancelWithdrawal({ variables: { id }, update: forgetMovementLists });
        const message = result.data?.cancelWithdrawal.message;
        if (message) notify.success(message);
      } catch (error) {
        notify.error(serverMessage(error, walletFormFailures.processWithdrawal));
      } finally {
        setCancellingId(null);
      }
    },
    [cancelWithdrawal],
  );

  return { cancel, cancellingId };
}
