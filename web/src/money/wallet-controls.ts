// The signed-in user's own controls on their wallet (docs/freeze-and-limits.md): frozen or not, and their personal
// limits with a change waiting. One query for the screens that show them (My Wallet, the overview, Send Money and
// Withdraw); the freeze and limits mutations answer into the same cached wallet.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import type { MyWalletControlsQuery as MyWalletControlsData } from '../gql/graphql';

export const MyWalletControlsQuery = graphql(`
  query MyWalletControls {
    myWallet {
      id
      controls {
        isFrozen
        frozenAt
        platformDailyAmount
        platformMonthlyAmount
        personalDailyAmount
        personalMonthlyAmount
        pendingDailyAmount
        pendingDailyAt
        pendingMonthlyAmount
        pendingMonthlyAt
      }
    }
  }
`);

/** Freezes the signed-in user's wallet (Settings and the overview's one tap). */
export const FreezeMyWalletMutation = graphql(`
  mutation FreezeMyWallet {
    freezeMyWallet {
      message
      wallet {
        id
        isBlocked
        controls {
          isFrozen
          frozenAt
        }
      }
    }
  }
`);

export type MyWalletControls = NonNullable<MyWalletControlsData['myWallet']['controls']>;

/**
 * The user's controls: undefined while they load or when they cannot be read (the screens then say nothing more;
 * the api refuses a frozen wallet's movement anyway).
 */
export function useMyWalletControls(): { controls: MyWalletControls | undefined; loading: boolean } {
  const { data, loading } = useQuery(MyWalletControlsQuery, { fetchPolicy: 'cache-and-network' });
  return { controls: data?.myWallet.controls ?? undefined, loading };
}
