// What the admin's tables share: a person's cell (name over e-mail and phone) and the columns of the people tables
// (All Users, Manage agents) — the person, their wallet's balance and spending, created and last updated.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { DataColumn } from '../../components/DataTable';
import { DateTimeText } from '../../components/DateTimeText';
import type { readAdminUser } from './admin-user-fragment';
import { WalletBalanceCell } from './user-wallet-display';

// Wide enough for a usual e-mail address on one line, no wider than 16rem (so every admin table fits beside the
// sidebar at 1280 px): a longer name or address wraps, inside a word if it must, rather than widening the table.
const Person = styled.span`
  display: grid;
  gap: 0.125rem;
  justify-items: start;
  min-width: min(12.5rem, 100%);
  max-width: 16rem;
  overflow-wrap: anywhere;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.heading};
  max-width: 100%;
`;

const Contact = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 100%;
`;

interface PersonCellProps {
  name: string;
  email: string;
  phone?: string;
  /** Shown under the contact lines, e.g. the role's badge. */
  children?: ReactNode;
}

export function PersonCell({ name, email, phone, children }: PersonCellProps) {
  return (
    <Person>
      <Name>{name}</Name>
      <Contact>{email}</Contact>
      {phone ? <Contact>{phone}</Contact> : null}
      {children}
    </Person>
  );
}

/** A row of the people tables: the person and their wallet, as readAdminUser gives them. */
export type AdminUserRow = ReturnType<typeof readAdminUser>;

export function personColumn(header: string): DataColumn<AdminUserRow> {
  return {
    header,
    card: 'title',
    cell: ({ user }) => <PersonCell name={user.name} email={user.email} phone={user.phone} />,
  };
}

export const walletBalanceColumn: DataColumn<AdminUserRow> = {
  header: 'Wallet Balance',
  cell: ({ wallet }) => <WalletBalanceCell wallet={wallet} />,
};

export const createdColumn: DataColumn<AdminUserRow> = {
  header: 'Created',
  cell: ({ user }) => <DateTimeText iso={user.createdAt} />,
};

export const lastUpdatedColumn: DataColumn<AdminUserRow> = {
  header: 'Last Updated',
  cell: ({ user }) => <DateTimeText iso={user.updatedAt} />,
};
