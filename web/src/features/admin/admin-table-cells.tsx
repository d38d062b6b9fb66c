// Cells the admin's people tables share: the person (name over e-mail and phone) and a date that does not wrap.
import styled from 'styled-components';
import { formatDateTime } from '../../lib/format-date';

const Person = styled.span`
  display: grid;
  gap: 0.125rem;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.heading};
`;

const Contact = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

export function PersonCell({ name, email, phone }: { name: string; email: string; phone?: string }) {
  return (
    <Person>
      <Name>{name}</Name>
      <Contact>{email}</Contact>
      {phone ? <Contact>{phone}</Contact> : null}
    </Person>
  );
}

export function DateCell({ iso }: { iso: string }) {
  return <NoWrap>{formatDateTime(iso)}</NoWrap>;
}
