// The "Audit log" of one person's page (DESIGN.md §9 items 6 and 13): every admin action on them, newest first —
// when, what, by whom and why — with its own pages.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { auditActionLabels } from '@wallet/common/admin';
import type { AuditActionName } from '@wallet/common/admin';
import { PAGE_SIZE_DEFAULT } from '@wallet/common/constants';
import { DataTable } from '../../../components/DataTable';
import { CellText } from '../../../components/Table';
import { Panel, PanelTitle } from '../../../components/DashboardPage';
import { DateTimeText } from '../../../components/DateTimeText';
import { ShieldIcon } from '../../../components/icons';
import { ListStates } from '../../../components/ListStates';
import { Pagination } from '../../../components/Pagination';
import { RetryAlert } from '../../../components/RetryAlert';
import { StateMessage } from '../../../components/StateMessage';
import { graphql } from '../../../gql';
import type { AuditAction } from '../../../gql/graphql';
import { serverMessage } from '../../../lib/graphql-errors';
import { usePagedList } from '../../../lib/use-paged-list';

export const UserAuditLogQuery = graphql(`
  query UserAuditLog($userId: ID!, $page: Int, $limit: Int) {
    auditLog(userId: $userId, page: $page, limit: $limit) {
      items {
        id
        action
        actor {
          id
          name
        }
        reason
        createdAt
      }
      pagination {
        ...PagedList_Pagination
      }
    }
  }
`);

export const AUDIT_LOG_ERROR_MESSAGE = 'Error loading audit log';

const auditActionNames: Readonly<Record<AuditAction, AuditActionName>> = {
  AGENT_APPROVE: 'agent.approve',
  AGENT_SUSPEND: 'agent.suspend',
  WALLET_BLOCK: 'wallet.block',
  WALLET_UNBLOCK: 'wallet.unblock',
  ACCOUNT_CLOSE: 'account.close',
  TWO_FACTOR_ENABLE: 'two_factor.enable',
  TWO_FACTOR_DISABLE: 'two_factor.disable',
  LEDGER_CHECK: 'ledger.check',
  WALLET_FREEZE: 'wallet.freeze',
  WALLET_UNFREEZE: 'wallet.unfreeze',
  WALLET_PERSONAL_LIMITS: 'wallet.personal_limits',
  DISPUTE_INVESTIGATE: 'dispute.investigate',
  DISPUTE_RESOLVE: 'dispute.resolve',
  DISPUTE_REJECT: 'dispute.reject',
  REVERSAL_PROPOSE: 'reversal.propose',
  REVERSAL_APPROVE: 'reversal.approve',
  REVERSAL_REJECT: 'reversal.reject',
};

export function auditActionLabel(action: AuditAction): string {
  return auditActionLabels[auditActionNames[action]];
}

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Reason = styled.span`
  display: block;
  max-width: 32rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export function UserAuditLog({ userId }: { userId: string }) {
  const [params, setParams] = useState({ page: 1 });
  const { data, previousData, loading, error, refetch } = useQuery(UserAuditLogQuery, {
    variables: { userId, page: params.page, limit: PAGE_SIZE_DEFAULT },
    fetchPolicy: 'cache-and-network',
  });
  const log = (data ?? previousData)?.auditLog;
  const { pages } = usePagedList({
    params,
    setParams,
    current: data?.auditLog.pagination,
    shown: log?.pagination,
  });

  return (
    <Panel aria-labelledby="audit-log-title">
      <PanelTitle id="audit-log-title">Audit log</PanelTitle>
      {error && !log ? (
        <RetryAlert title={AUDIT_LOG_ERROR_MESSAGE} onRetry={refetch}>
          {serverMessage(error, 'Please check your connection and try again.')}
        </RetryAlert>
      ) : (
        <ListStates
          items={log?.items}
          loadingTitle="Loading audit log..."
          empty={
            <StateMessage kind="empty" icon={ShieldIcon} title="No admin actions yet">
              Approvals, suspensions and wallet blocks on this account show up here.
            </StateMessage>
          }
        >
          {(entries) => (
            <DataTable
              label="Audit entries"
              caption="Audit entries"
              rows={entries}
              rowKey={(entry) => entry.id}
              busy={loading}
              columns={[
                { header: 'When', cell: (entry) => <DateTimeText iso={entry.createdAt} withSeconds /> },
                { header: 'Action', card: 'title', cell: (entry) => auditActionLabel(entry.action) },
                {
                  header: 'By',
                  cell: (entry) =>
                    entry.actor ? (
                      <CellText $widthMax="12rem">{entry.actor.name}</CellText>
                    ) : (
                      <Muted>Deleted account</Muted>
                    ),
                },
                {
                  header: 'Reason',
                  cell: (entry) => (entry.reason ? <Reason>{entry.reason}</Reason> : <Muted>—</Muted>),
                },
              ]}
            />
          )}
        </ListStates>
      )}
      {pages ? <Pagination label="Audit log pages" {...pages} /> : null}
    </Panel>
  );
}
