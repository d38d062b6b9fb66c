// /admin/all-users (SPEC.md §2): the role filter (kept in the address), figures, every account's row with its
// wallet, pages, and View for the User Details dialog.
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PAGE_SIZE_DEFAULT } from '@wallet/common/constants';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Page, PageHeader, Panel, PanelHeader, PanelTitle } from '../../../components/DashboardPage';
import { ChartIcon, UserIcon, UsersIcon } from '../../../components/icons';
import { Pagination } from '../../../components/Pagination';
import { SelectField } from '../../../components/SelectField';
import { StatCard } from '../../../components/StatCard';
import { StateMessage } from '../../../components/StateMessage';
import { graphql } from '../../../gql';
import type { Role } from '../../../gql/graphql';
import { serverMessage } from '../../../lib/graphql-errors';
import { AdminUserDetailsDialog } from '../AdminUserDetailsDialog';
import { filterRoles, readUsersParams, usersSearch } from './users-search-params';
import { UsersTable } from './UsersTable';

export const AllUsersQuery = graphql(`
  query AllUsers($role: Role, $page: Int, $limit: Int) {
    users(role: $role, page: $page, limit: $limit) {
      items {
        id
        ...AdminUserFields
      }
      pagination {
        currentPage
        totalPages
        totalItems
        itemsPerPage
      }
      summary {
        total
      }
    }
  }
`);

export const USERS_ERROR_MESSAGE = 'Error loading users';

const roleFilterLabels: Readonly<Record<Role, string>> = { USER: 'Users', AGENT: 'Agents', ADMIN: 'Admins' };

const roleOptions = [
  { value: '', label: 'All Roles' },
  ...filterRoles.map((role) => ({ value: role, label: roleFilterLabels[role] })),
];

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
`;

const RoleFilter = styled.div`
  width: min(100%, 14rem);
`;

const counts = new Intl.NumberFormat('en-US');

function plural(count: number, one: string, many: string): string {
  return `${counts.format(count)} ${count === 1 ? one : many}`;
}

export function AllUsersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readUsersParams(searchParams);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const { data, previousData, loading, error, refetch } = useQuery(AllUsersQuery, {
    variables: { role: params.role, page: params.page, limit: PAGE_SIZE_DEFAULT },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.users;
  const items = list?.items ?? [];
  const selected = items.find((item) => item.id === selectedId) ?? null;

  // A page past the end (an old link, or accounts that went away): go to the last page there is.
  const totalPages = data?.users.pagination.totalPages ?? 0;
  const pastTheEnd = totalPages >= 1 && params.page > totalPages;
  useEffect(() => {
    if (!pastTheEnd) return;
    setSearchParams((current) => usersSearch({ ...readUsersParams(current), page: totalPages }), {
      replace: true,
    });
  }, [pastTheEnd, totalPages, setSearchParams]);

  const busy = loading && !list;
  const pagination = list?.pagination;

  return (
    <Page width="wide">
      <title>All Users · Wallet</title>
      <PageHeader title="All Users" lead="Every account on the platform, with its standing and wallet." />
      {error && !list ? (
        <Alert
          tone="danger"
          title={USERS_ERROR_MESSAGE}
          action={
            <Button variant="secondary" size="sm" onClick={() => void refetch().catch(() => undefined)}>
              Try Again
            </Button>
          }
        >
          {serverMessage(error, 'Please check your connection and try again.')}
        </Alert>
      ) : (
        <>
          <Figures aria-busy={busy || undefined}>
            <StatCard
              label="Total Users"
              icon={UsersIcon}
              loading={busy}
              value={list ? counts.format(list.summary.total) : undefined}
            />
            <StatCard
              label="Current Page"
              icon={ChartIcon}
              loading={busy}
              value={pagination ? counts.format(pagination.currentPage) : undefined}
              detail={pagination ? `of ${plural(Math.max(1, pagination.totalPages), 'page', 'pages')}` : null}
            />
            <StatCard
              label="Items Per Page"
              icon={UserIcon}
              loading={busy}
              value={pagination ? counts.format(pagination.itemsPerPage) : undefined}
              detail={list ? `Showing ${plural(items.length, 'item', 'items')}` : null}
            />
          </Figures>
          <Panel aria-labelledby="users-table-title">
            <PanelHeader>
              <PanelTitle id="users-table-title">Users</PanelTitle>
              <RoleFilter>
                <SelectField
                  label="Role"
                  options={roleOptions}
                  value={params.role ?? ''}
                  onChange={(event) =>
                    setSearchParams(
                      usersSearch({ role: (event.target.value || null) as Role | null, page: 1 }),
                    )
                  }
                />
              </RoleFilter>
            </PanelHeader>
            {!list ? (
              <StateMessage kind="loading" title="Loading users..." />
            ) : items.length === 0 ? (
              <StateMessage kind="empty" icon={UsersIcon} title="No users found">
                {params.role ? 'Try another role.' : null}
              </StateMessage>
            ) : (
              <UsersTable users={items} onView={setSelectedId} busy={loading} />
            )}
            {pagination && pagination.totalPages > 1 ? (
              <Pagination
                currentPage={Math.min(params.page, pagination.totalPages)}
                totalPages={pagination.totalPages}
                onPageChange={(page) => setSearchParams(usersSearch({ ...params, page }))}
              />
            ) : null}
          </Panel>
        </>
      )}
      <AdminUserDetailsDialog user={selected} onClose={() => setSelectedId(null)} />
    </Page>
  );
}
