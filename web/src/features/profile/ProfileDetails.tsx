// The signed-in person's details as they are now, read-only.
import styled from 'styled-components';
import type { UserRole } from '../../app/paths';
import { roleLabels } from '../../lib/session';

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  dt {
    font-size: ${({ theme }) => theme.typography.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    overflow-wrap: anywhere;
  }
`;

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
    <List aria-label="Current details">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
