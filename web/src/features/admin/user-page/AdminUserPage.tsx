// /user/{id} for admins (DESIGN.md §9 item 6, the target of "View Full Details"): the person's profile, account
// status (an agent can be approved or suspended here), wallet (blocked or unblocked here), timestamps and ids,
// their recent transactions and the audit log of admin actions on them; an unknown id says "User not found".
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { adminMessages } from '@wallet/common/admin';
import { paths } from '../../../lib/paths';
import { Button, ButtonLink } from '../../../components/Button';
import { Page, PageHeader, Panel, PanelHeader, PanelTitle } from '../../../components/DashboardPage';
import { DetailList } from '../../../components/DetailList';
import { ArrowRightIcon, UsersIcon } from '../../../components/icons';
import { RetryAlert } from '../../../components/RetryAlert';
import { StateMessage } from '../../../components/StateMessage';
import { graphql } from '../../../gql';
import { serverErrorCode, serverMessage } from '../../../lib/graphql-errors';
import { roleLabels, roleOf } from '../../../lib/session';
import {
  accountStatusItems,
  basicInformationItems,
  systemIdItems,
  timestampItems,
  walletInformationItems,
} from '../admin-user-details';
import { readAdminUser } from '../admin-user-fragment';
import { AgentDecisionDialog } from '../agents/AgentDecisionDialog';
import { decisionFor } from '../agents/AgentsTable';
import { useAgentDecision } from '../agents/use-agent-decision';
import type { AgentDecision } from '../agents/use-agent-decision';
import { BlockWalletDialog } from '../wallets/BlockWalletDialog';
import { useSetWalletBlocked } from '../wallets/use-set-wallet-blocked';
import { UserAuditLog, UserAuditLogQuery } from './UserAuditLog';
import { UserTransactions } from './UserTransactions';

export const AdminUserQuery = graphql(`
  query AdminUser($id: ID!) {
    user(id: $id) {
      id
      ...AdminUserDetails_User
    }
  }
`);

export const USER_ERROR_MESSAGE = 'Error loading user';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const BackIcon = styled(ArrowRightIcon)`
  transform: scaleX(-1);
`;

function BackToAllUsers() {
  return (
    <div>
      <ButtonLink to={paths.admin.allUsers} variant="ghost" size="sm">
        <BackIcon size={16} />
        Back to All Users
      </ButtonLink>
    </div>
  );
}

export function AdminUserPage() {
  const { id = '' } = useParams();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(AdminUserQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const { decide, busyId } = useAgentDecision();
  const [decision, setDecision] = useState<AgentDecision | null>(null);
  const { setBlocked, busy: blocking } = useSetWalletBlocked();
  const [askingBlock, setAskingBlock] = useState(false);

  if (!data && loading) {
    return (
      <Page width="wide">
        <title>User · Wallet</title>
        <BackToAllUsers />
        <StateMessage kind="loading" title="Loading user..." />
      </Page>
    );
  }

  if (!data?.user && (!error || serverErrorCode(error) === 'NOT_FOUND')) {
    return (
      <Page width="wide">
        <title>User not found · Wallet</title>
        <PageHeader title={adminMessages.userNotFound} />
        <StateMessage
          kind="empty"
          icon={UsersIcon}
          title="There is no account with this id."
          action={<ButtonLink to={paths.admin.allUsers}>Back to All Users</ButtonLink>}
        >
          It may have been mistyped, or the link is out of date.
        </StateMessage>
      </Page>
    );
  }

  if (!data?.user) {
    return (
      <Page width="wide">
        <title>User · Wallet</title>
        <BackToAllUsers />
        <RetryAlert title={USER_ERROR_MESSAGE} onRetry={refetch}>
          {serverMessage(error, 'Please check your connection and try again.')}
        </RetryAlert>
      </Page>
    );
  }

  const { user, wallet } = readAdminUser(data.user);
  const offered = user.agentStatus ? decisionFor(user.agentStatus) : null;

  // The standing and the new audit entry come from the server.
  const refreshAfterAction = () =>
    client.refetchQueries({ include: [AdminUserQuery, UserAuditLogQuery] }).catch(() => undefined);

  const confirm = async (reason: string) => {
    if (!decision) return;
    const done = await decide({ id: user.id, name: user.name }, decision, reason);
    if (!done) return;
    setDecision(null);
    await refreshAfterAction();
  };

  const confirmBlock = async (reason: string) => {
    if (!wallet) return;
    const done = await setBlocked(wallet.id, !wallet.isBlocked, reason);
    if (!done) return;
    setAskingBlock(false);
    await refreshAfterAction();
  };

  return (
    <Page width="wide">
      <title>{`${user.name} · Wallet`}</title>
      <BackToAllUsers />
      <PageHeader title={user.name} lead={`${roleLabels[roleOf(user.role)]} · ${user.email}`} />
      <Grid>
        <Panel aria-labelledby="user-profile-title">
          <PanelTitle id="user-profile-title">Profile</PanelTitle>
          <DetailList items={basicInformationItems(user)} />
        </Panel>
        <Panel aria-labelledby="user-status-title">
          <PanelHeader>
            <PanelTitle id="user-status-title">Account status</PanelTitle>
            {offered ? (
              <Button
                size="sm"
                variant={offered === 'suspend' ? 'danger' : 'primary'}
                disabled={busyId === user.id}
                onClick={() => setDecision(offered)}
              >
                {offered === 'suspend' ? 'Suspend agent' : 'Approve agent'}
              </Button>
            ) : null}
          </PanelHeader>
          <DetailList items={accountStatusItems(user, wallet)} />
        </Panel>
        <Panel aria-labelledby="user-wallet-title">
          <PanelHeader>
            <PanelTitle id="user-wallet-title">Wallet</PanelTitle>
            {wallet ? (
              <Button
                size="sm"
                variant={wallet.isBlocked ? 'secondary' : 'danger'}
                disabled={blocking}
                onClick={() => setAskingBlock(true)}
              >
                {wallet.isBlocked ? 'Unblock wallet' : 'Block wallet'}
              </Button>
            ) : null}
          </PanelHeader>
          {wallet ? (
            <DetailList items={walletInformationItems(wallet)} />
          ) : (
            <Note>This account has no wallet.</Note>
          )}
        </Panel>
        <Panel aria-labelledby="user-timestamps-title">
          <PanelTitle id="user-timestamps-title">Timestamps and IDs</PanelTitle>
          <DetailList items={[...timestampItems(user, wallet), ...systemIdItems(user, wallet)]} />
        </Panel>
      </Grid>
      <UserTransactions userId={user.id} />
      <UserAuditLog userId={user.id} />
      <AgentDecisionDialog
        pending={decision ? { agent: { id: user.id, name: user.name }, decision } : null}
        busy={busyId === user.id}
        onCancel={() => setDecision(null)}
        onConfirm={(reason) => void confirm(reason)}
      />
      <BlockWalletDialog
        wallet={wallet && askingBlock ? { ...wallet, user } : null}
        busy={blocking}
        onCancel={() => setAskingBlock(false)}
        onConfirm={(reason) => void confirmBlock(reason)}
      />
    </Page>
  );
}
