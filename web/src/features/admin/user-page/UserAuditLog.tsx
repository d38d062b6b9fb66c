// The "Audit log" of one person's page (DESIGN.md §9 items 6 and 13): every admin action on them, newest first —
// when, what, by whom and why — with its own pages.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { auditActionLabels } from '@wallet/common/admin';
import type { AuditActionName } from '@wallet/common/admin';
import { PAGE_SIZE_DEFAULT } from '@wallet/common/constants';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Panel, PanelTitle } from '../../../components/DashboardPage';
import { ShieldIcon } from '../../../components/icons';
import { Pagination } from '../../../components/Pagination';
import { StateMessage } from '../../../components/StateMessage';
import { Table, TableFrame } from '../../../components/Table';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { graphql } from '../../../gql';
import type { AuditAction } from '../../../gql/graphql';
import { formatDateTimeWithSeconds } from '../../../lib/format-date';
import { serverMessage } from '../../../lib/graphql-errors';

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
        currentPage
        totalPages
        totalItems
        itemsPerPage
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
};

export function auditActionLabel(action: AuditAction): string {
  return auditActionLabels[auditActionNames[action]];
}

const NoWrap = styled.span`
  white-space: nowrap;
`;

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
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(UserAuditLogQuery, {
    variables: { userId, page, limit: PAGE_SIZE_DEFAULT },
    fetchPolicy: 'cache-and-network',
  });
  const log = (data ?? previousData)?.auditLog;
  const entries = log?.items ?? [];

  return (
    <Panel aria-labelledby="audit-log-title">
      <PanelTitle id="audit-log-title">Audit log</PanelTitle>
      {error && !log ? (
        <Alert
          tone="danger"
          title={AUDIT_LOG_ERROR_MESSAGE}
          action={
            <Button variant="secondary" size="sm" onClick={() => void refetch().catch(() => undefined)}>
              Try Again
            </Button>
          }
        >
          {serverMessage(error, 'Please check your connection and try again.')}
        </Alert>
      ) : !log ? (
        <StateMessage kind="loading" title="Loading audit log..." />
      ) : entries.length === 0 ? (
        <StateMessage kind="empty" icon={ShieldIcon} title="No admin actions yet">
          Approvals, suspensions and wallet blocks on this account show up here.
        </StateMessage>
      ) : (
        <TableFrame label="Audit entries">
          <Table aria-busy={loading || undefined}>
            <VisuallyHidden as="caption">Audit entries</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Action</th>
                <th scope="col">By</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <NoWrap>{formatDateTimeWithSeconds(entry.createdAt)}</NoWrap>
                  </td>
                  <td>{auditActionLabel(entry.action)}</td>
                  <td>{entry.actor?.name ?? <Muted>Deleted account</Muted>}</td>
                  <td>{entry.reason ? <Reason>{entry.reason}</Reason> : <Muted>—</Muted>}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableFrame>
      )}
      {log && log.pagination.totalPages > 1 ? (
        <Pagination
          label="Audit log pages"
          currentPage={Math.min(page, log.pagination.totalPages)}
          totalPages={log.pagination.totalPages}
          onPageChange={setPage}
        />
      ) : null}
    </Panel>
  );
}
