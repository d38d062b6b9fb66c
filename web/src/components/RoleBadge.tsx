// A person's role as a pill (SPEC.md §6): admin in the destructive tone, agent secondary, user the default.
import type { Role } from '../gql/graphql';
import { roleLabels, roleOf } from '../lib/session';
import { Badge } from './Badge';
import type { BadgeTone } from './Badge';

const roleTones: Readonly<Record<Role, BadgeTone>> = {
  ADMIN: 'danger',
  AGENT: 'neutral',
  USER: 'info',
};

/**
 * A person's role as a pill: Admin, Agent or User, each in its own tone. Use it wherever a role is shown, so
 * roles look the same across the admin pages.
 */
export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={roleTones[role]}>{roleLabels[roleOf(role)]}</Badge>;
}
