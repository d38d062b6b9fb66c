// All Users' table (SPEC.md §2): the person, role, status, wallet balance with spending, created, last updated,
// and View for the details dialog.
import { Button } from '../../../components/Button';
import { DataTable } from '../../../components/DataTable';
import { RoleBadge } from '../../../components/RoleBadge';
import type { FragmentType } from '../../../gql';
import { AccountStatusBadges } from '../AccountStatusBadges';
import { createdColumn, lastUpdatedColumn, personColumn, walletBalanceColumn } from '../admin-table-cells';
import type { AdminUserDetails_UserFragment } from '../admin-user-fragment';
import { readAdminUser } from '../admin-user-fragment';

interface UsersTableProps {
  users: readonly FragmentType<typeof AdminUserDetails_UserFragment>[];
  onView: (id: string) => void;
  /** Another page or role is on its way: the table stays, marked busy. */
  busy?: boolean;
}

export function UsersTable({ users: refs, onView, busy = false }: UsersTableProps) {
  return (
    <DataTable
      label="User list"
      caption="User list"
      rows={refs.map(readAdminUser)}
      rowKey={({ user }) => user.id}
      busy={busy}
      columns={[
        personColumn('User'),
        { header: 'Role', card: 'status', cell: ({ user }) => <RoleBadge role={user.role} /> },
        {
          header: 'Status',
          card: 'status',
          cell: ({ user, wallet }) => (
            <AccountStatusBadges
              isEmailVerified={user.isEmailVerified}
              isClosed={user.isClosed}
              agentStatus={user.agentStatus}
              walletBlocked={wallet ? wallet.isBlocked : null}
              walletWhenActive={false}
            />
          ),
        },
        walletBalanceColumn,
        createdColumn,
        lastUpdatedColumn,
        {
          header: 'Actions',
          card: 'action',
          cell: ({ user }) => (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`View ${user.name}`}
              onClick={() => onView(user.id)}
            >
              View
            </Button>
          ),
        },
      ]}
    />
  );
}
