// What a Cash In or Cash Out asks the agent to confirm: the user (by name when chosen from the search), the
// amount, the code for a cash out, the commission (the rate is the server's, so it is told after), the float after.
import styled from 'styled-components';
import { formatCents } from '@wallet/common/money';
import { DetailList } from '../../components/DetailList';
import type { DetailItem } from '../../components/DetailList';
import type { UserSearchMatch } from '../../components/UserSearchPanel';

export const COMMISSION_LATER = 'Added after the transaction';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export interface PendingOperation {
  userId: string;
  /** The search match, when the user was chosen from the search; null for a typed id. */
  user: UserSearchMatch | null;
  amountCents: number;
  /** Cash out only: the user's code. */
  code?: string;
}

interface PendingOperationDetailsProps {
  pending: PendingOperation;
  /** The agent's float once the amount has moved (commission not counted). */
  floatAfterCents: number;
}

export function PendingOperationDetails({ pending, floatAfterCents }: PendingOperationDetailsProps) {
  const userItems: DetailItem[] = pending.user
    ? [
        { label: 'User', value: pending.user.name },
        { label: 'Contact', value: `${pending.user.maskedEmail} · ${pending.user.maskedPhone}` },
      ]
    : [{ label: 'User ID', value: pending.userId }];
  return (
    <>
      <DetailList
        items={[
          ...userItems,
          { label: 'Amount', value: formatCents(pending.amountCents), emphasis: true },
          ...(pending.code === undefined ? [] : [{ label: 'Cash-out code', value: pending.code }]),
          { label: 'Your commission', value: COMMISSION_LATER },
          { label: 'Your float after this', value: formatCents(floatAfterCents) },
        ]}
      />
      {pending.user ? null : (
        <Muted>The user&apos;s name is checked when you confirm: an unknown ID is refused.</Muted>
      )}
    </>
  );
}
