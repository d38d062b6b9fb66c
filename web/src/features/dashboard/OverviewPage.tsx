// /{role}/overview: the user's wallet overview; for agents and admins the welcome until their figures arrive.
import styled from 'styled-components';
import { roleLabels, roleOf, useCurrentUser } from '../../lib/session';
import { UserOverview } from '../wallet/UserOverview';
import { WelcomeCard } from './WelcomeCard';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: 56rem;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function OverviewPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  const role = roleOf(user.role);
  if (role === 'user') return <UserOverview name={user.name} />;
  return (
    <Page>
      <title>{`${roleLabels[role]} Overview · Wallet`}</title>
      <div>
        <Title>Welcome back!</Title>
        <Lead>{`Signed in as ${user.name} (${roleLabels[role]})`}</Lead>
      </div>
      <WelcomeCard user={{ ...user, role }} />
    </Page>
  );
}
