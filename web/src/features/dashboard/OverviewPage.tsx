// /{role}/overview: the user's wallet overview, the agent's figures; for admins the welcome until theirs arrive.
import { Page, PageHeader } from '../../components/DashboardPage';
import { roleLabels, roleOf, useCurrentUser } from '../../lib/session';
import { AgentOverview } from '../agent/overview/AgentOverview';
import { UserOverview } from '../wallet/UserOverview';
import { WelcomeCard } from './WelcomeCard';

export function OverviewPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  const role = roleOf(user.role);
  if (role === 'user') return <UserOverview name={user.name} />;
  if (role === 'agent') return <AgentOverview name={user.name} />;
  return (
    <Page width="narrow">
      <title>{`${roleLabels[role]} Overview · Wallet`}</title>
      <PageHeader title="Welcome back!" lead={`Signed in as ${user.name} (${roleLabels[role]})`} />
      <WelcomeCard user={{ ...user, role }} />
    </Page>
  );
}
