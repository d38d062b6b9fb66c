// The fields an admin reads about a person (All Users, Manage agents, the details dialog and /user/{id}), so one
// answer updates every one of them in the cache.
import { getFragmentData, graphql } from '../../gql';
import type { FragmentType } from '../../gql';
import type {
  AdminUserDetails_UserFragment as AdminUserDetails_User,
  WalletFieldsFragment,
} from '../../gql/graphql';
import { WalletFieldsFragment as WalletFieldsDocument } from '../../money/fragments';

export const AdminUserDetails_UserFragment = graphql(`
  fragment AdminUserDetails_User on User {
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
export function readAdminUser(ref: FragmentType<typeof AdminUserDetails_UserFragment>): {
  user: AdminUserDetails_User;
  wallet: WalletFieldsFragment | null;
} {
  const user = getFragmentData(AdminUserDetails_UserFragment, ref);
  return { user, wallet: user.wallet ? getFragmentData(WalletFieldsDocument, user.wallet) : null };
}
