// /{role}/overview: the user's wallet overview, the agent's figures, the admin's platform figures.
import { roleOf, useCurrentUser } from '../lib/session';
import { AdminOverview } from '../features/admin/overview/AdminOverview';
import { AgentOverview } from '../features/agent/overview/AgentOverview';
import { UserOverview } from '../features/wallet/UserOverview';

export function OverviewPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  const role = roleOf(user.role);
  if (role === 'user') return <UserOverview name={user.name} />;
  if (role === 'agent') return <AgentOverview name={user.name} />;
  return <AdminOverview name={user.name} />;
}
