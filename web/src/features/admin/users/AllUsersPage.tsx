// /admin/all-users (SPEC.md §2): the search and role filter (kept in the address), figures over every match, every
// account's row with its wallet, pages, and View for the User Details dialog.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { PAGE_SIZE_DEFAULT } from '@wallet/common/constants';
import { Page, PageHeader, Panel, PanelHeader, PanelTitle } from '../../../components/DashboardPage';
import { ChartIcon, UserIcon, UsersIcon } from '../../../components/icons';
import { ListStates } from '../../../components/ListStates';
import { Pagination } from '../../../components/Pagination';
import { RetryAlert } from '../../../components/RetryAlert';
import { SelectField } from '../../../components/SelectField';
import { StateMessage } from '../../../components/StateMessage';
import { SummaryCards } from '../../../components/SummaryCards';
import { graphql } from '../../../gql';
import type { Role } from '../../../gql/graphql';
import { countOf, formatCount } from '../../../lib/format-count';
import { serverMessage } from '../../../lib/graphql-errors';
import { useAddressState } from '../../../lib/use-address-state';
import { usePagedList } from '../../../lib/use-paged-list';
import { AdminUserDetailsDialog } from '../AdminUserDetailsDialog';
import { PeopleSearchField } from '../PeopleSearchField';
import { useSearchBox } from '../use-search-box';
import { filterRoles, readUsersParams, searchVariable, usersSearch } from './users-search-params';
import type { UsersParams } from './users-search-params';
import { UsersTable } from './UsersTable';

export const AllUsersQuery = graphql(`
  query AllUsers($role: Role, $search: String, $page: Int, $limit: Int) {
    users(role: $role, search: $search, page: $page, limit: $limit) {
      items {
        id
        ...AdminUserDetails_User
      }
      pagination {
        ...PagedList_Pagination
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

const RoleFilter = styled.div`
  width: min(100%, 14rem);
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** What to try when nothing matches: whatever narrowed the list. */
function emptyHint({ search, role }: UsersParams): string | null {
  if (search && role) return 'Try another search or role.';
  if (search) return 'Try another search.';
  return role ? 'Try another role.' : null;
}

export function AllUsersPage() {
  const [params, setParams] = useAddressState(readUsersParams, usersSearch);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [typed, setTyped] = useSearchBox(params.search, (search) =>
    setParams({ ...params, search, page: 1 }, { replace: true }),
  );

  const { data, previousData, loading, error, refetch } = useQuery(AllUsersQuery, {
    variables: {
      role: params.role,
      ...searchVariable(params.search),
      page: params.page,
      limit: PAGE_SIZE_DEFAULT,
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.users;
  const items = list?.items ?? [];
  const selected = items.find((item) => item.id === selectedId) ?? null;

  const { pagination, pages } = usePagedList({
    params,
    setParams,
    current: data?.users.pagination,
    shown: list?.pagination,
  });

  const busy = loading && !list;

  return (
    <Page width="wide">
      <title>All Users · Wallet</title>
      <PageHeader title="All Users" lead="Every account on the platform, with its standing and wallet." />
      {error && !list ? (
        <RetryAlert title={USERS_ERROR_MESSAGE} onRetry={refetch}>
          {serverMessage(error, 'Please check your connection and try again.')}
        </RetryAlert>
      ) : (
        <>
          <SummaryCards
            loading={busy}
            figures={[
              { label: 'Total Users', icon: UsersIcon, value: list && formatCount(list.summary.total) },
              {
                label: 'Current Page',
                icon: ChartIcon,
                value: pagination && formatCount(pagination.currentPage),
                detail: pagination
                  ? `of ${countOf(Math.max(1, pagination.totalPages), 'page', 'pages')}`
                  : null,
              },
              {
                label: 'Items Per Page',
                icon: UserIcon,
                value: pagination && formatCount(pagination.itemsPerPage),
                detail: list ? `Showing ${countOf(items.length, 'item', 'items')}` : null,
              },
            ]}
          />
          <Panel aria-labelledby="users-table-title">
            <PanelHeader>
              <PanelTitle id="users-table-title">Users</PanelTitle>
              <Filters>
                <PeopleSearchField value={typed} onChange={setTyped} />
                <RoleFilter>
                  <SelectField
                    label="Role"
                    options={roleOptions}
                    value={params.role ?? ''}
                    onChange={(event) =>
                      setParams({ ...params, role: (event.target.value || null) as Role | null, page: 1 })
                    }
                  />
                </RoleFilter>
              </Filters>
            </PanelHeader>
            <ListStates
              items={list?.items}
              loadingTitle="Loading users..."
              empty={
                <StateMessage kind="empty" icon={UsersIcon} title="No users found">
                  {emptyHint(params)}
                </StateMessage>
              }
            >
              {(users) => <UsersTable users={users} onView={setSelectedId} busy={loading} />}
            </ListStates>
            {pages ? <Pagination {...pages} /> : null}
          </Panel>
        </>
      )}
      <AdminUserDetailsDialog user={selected} onClose={() => setSelectedId(null)} />
    </Page>
  );
}
