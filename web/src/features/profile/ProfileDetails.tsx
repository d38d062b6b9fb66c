// The signed-in person's details as they are now, read-only.
import type { UserRole } from '../../lib/paths';
import { FactList } from '../../components/FactList';
import { roleLabels } from '../../lib/session';

export interface ProfileDetailsUser {
  name: string;
  email: string;
  phone: string;
  role: UserRole;
}

export function ProfileDetails({ user }: { user: ProfileDetailsUser }) {
  const rows = [
    ['Name', user.name],
    ['Email', user.email],
    ['Phone', user.phone || 'Not set'],
    ['Role', roleLabels[user.role]],
  ] as const;
  return (
    <FactList aria-label="Current details">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </FactList>
  );
}
