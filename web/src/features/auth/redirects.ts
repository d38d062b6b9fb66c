// Where the sign-in screens send people: the verify screen with the e-mail, and a role's own area.
import { PAY_LINK_PATH_PREFIX } from '@wallet/common/pay-links';
import { dashboardLinks, paths } from '../../lib/paths';
import type { UserRole } from '../../lib/paths';

/** Navigation state the auth screens read: the e-mail to carry on, and the page a guard sent someone from. */
export interface AuthLocationState {
  email?: string;
  from?: string;
}

export function readAuthState(state: unknown): AuthLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const { email, from } = state as Record<string, unknown>;
  return {
    email: typeof email === 'string' ? email : undefined,
    from: typeof from === 'string' ? from : undefined,
  };
}

/** /verify?email=… (the query keeps the address across a reload; navigation state carries it too). */
export function verifyPathFor(email: string): string {
  return `${paths.verify}?${new URLSearchParams({ email }).toString()}`;
}

const overviews: Record<UserRole, string> = {
  user: paths.user.overview,
  agent: paths.agent.overview,
  admin: paths.admin.overview,
};

/** The page a guard sent someone away from when it is in their own area, else their overview. */
export function landingPathFor(role: UserRole, from: string | undefined): string {
  const area = dashboardLinks[role].to;
  if (from && (from === area || from.startsWith(`${area}/`))) return from;
  // A pay link opened signed out (docs/pay-links.md) goes on to Send Money once a user has signed in.
  if (role === 'user' && from?.startsWith(PAY_LINK_PATH_PREFIX)) return from;
  return overviews[role];
}
