// The overview's welcome: who is signed in, their role and account state. Real data only, no made-up figures.
import styled from 'styled-components';
import type { UserRole } from '../../lib/paths';
import { Panel, PanelTitle } from '../../components/DashboardPage';
import { FactList } from '../../components/FactList';
import { formatLongDay } from '../../lib/format-date';
import { roleLabels } from '../../lib/session';

const Badge = styled.span<{ $role: UserRole }>`
  display: inline-block;
  padding: 0.125rem ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.sm};
  background: ${({ theme, $role }) =>
    $role === 'admin'
      ? theme.colors.dangerSurface
      : $role === 'agent'
        ? theme.colors.accentSurface
        : theme.colors.primarySurface};
  color: ${({ theme, $role }) =>
    $role === 'admin' ? theme.colors.danger : $role === 'agent' ? theme.colors.accent : theme.colors.link};
`;

export interface WelcomeCardUser {
  name: string;
  email: string;
  role: UserRole;
  isApproved: boolean;
  createdAt: string;
}

export function WelcomeCard({ user }: { user: WelcomeCardUser }) {
  return (
    <Panel aria-labelledby="welcome-card-title">
      <PanelTitle id="welcome-card-title">{user.name}</PanelTitle>
      <FactList>
        <div>
          <dt>Role</dt>
          <dd>
            <Badge $role={user.role}>{roleLabels[user.role]}</Badge>
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        {user.role === 'agent' ? (
          <div>
            <dt>Agent status</dt>
            <dd>{user.isApproved ? 'Approved' : 'Pending'}</dd>
          </div>
        ) : null}
        <div>
          <dt>Member since</dt>
          <dd>{formatLongDay(user.createdAt)}</dd>
        </div>
      </FactList>
    </Panel>
  );
}
