// The fields an admin reads about a person (All Users, Manage agents, the details dialog and /user/{id}), so one
// answer updates every one of them in the cache.
import { getFragmentData, graphql } from '../../gql';
import type { FragmentType } from '../../gql';
import type { AdminUserFieldsFragment as AdminUserFields, WalletFieldsFragment } from '../../gql/graphql';
import { WalletFieldsFragment as WalletFieldsDocument } from '../wallet/fragments';

export const AdminUserFieldsFragment = graphql(`
  fragment AdminUserFields on User {
    id
    name
    email
    phone
    role
    isEmailVerified
    isApproved
    isClosed
    agentStatus
    createdAt
    updatedAt
    wallet {
      id
      ...WalletFields
    }
  }
`);

/** The person and their wallet, unmasked; wallet null for an account without one. */
export function readAdminUser(ref: FragmentType<typeof AdminUserFieldsFragment>): {
  user: AdminUserFields;
  wallet: WalletFieldsFragment | null;
} {
  const user = getFragmentData(AdminUserFieldsFragment, ref);
  return { user, wallet: user.wallet ? getFragmentData(WalletFieldsDocument, user.wallet) : null };
}
