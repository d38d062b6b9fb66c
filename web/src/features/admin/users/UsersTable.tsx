// All Users' table (SPEC.md §2): the person, role, status, wallet balance with spending, created, last updated,
// and View for the details dialog.
import { Button } from '../../../components/Button';
import { RoleBadge } from '../../../components/RoleBadge';
import { Table, TableFrame } from '../../../components/Table';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import type { FragmentType } from '../../../gql';
import { AccountStatusBadges } from '../AccountStatusBadges';
import { DateCell, PersonCell } from '../admin-table-cells';
import type { AdminUserFieldsFragment } from '../admin-user-fragment';
import { readAdminUser } from '../admin-user-fragment';
import { WalletBalanceCell } from '../user-wallet-display';

interface UsersTableProps {
  users: readonly FragmentType<typeof AdminUserFieldsFragment>[];
  onView: (id: string) => void;
  /** Another page or role is on its way: the table stays, marked busy. */
  busy?: boolean;
}

export function UsersTable({ users: refs, onView, busy = false }: UsersTableProps) {
  return (
    <TableFrame label="User list">
      <Table aria-busy={busy || undefined}>
        <VisuallyHidden as="caption">User list</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Wallet Balance</th>
            <th scope="col">Created</th>
            <th scope="col">Last Updated</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {refs.map((ref) => {
            const { user, wallet } = readAdminUser(ref);
            return (
              <tr key={user.id}>
                <td>
                  <PersonCell name={user.name} email={user.email} phone={user.phone} />
                </td>
                <td>
                  <RoleBadge role={user.role} />
                </td>
                <td>
                  <AccountStatusBadges
                    isEmailVerified={user.isEmailVerified}
                    agentStatus={user.agentStatus}
                    walletBlocked={wallet ? wallet.isBlocked : null}
                    walletWhenActive={false}
                  />
                </td>
                <td>
                  <WalletBalanceCell wallet={wallet} />
                </td>
                <td>
                  <DateCell iso={user.createdAt} />
                </td>
                <td>
                  <DateCell iso={user.updatedAt} />
                </td>
                <td>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`View ${user.name}`}
                    onClick={() => onView(user.id)}
                  >
                    View
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableFrame>
  );
}
