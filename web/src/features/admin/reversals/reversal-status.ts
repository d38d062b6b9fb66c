// A reversal proposal's status as the admin pages show it: a word and the tone of its badge.
import type { BadgeTone } from '../../../components/Badge';
import type { ReversalStatus } from '../../../gql/graphql';

const tones: Readonly<Record<ReversalStatus, BadgeTone>> = {
  PROPOSED: 'warning',
  APPROVED: 'success',
  REJECTED: 'neutral',
};

const labels: Readonly<Record<ReversalStatus, string>> = {
  PROPOSED: 'Proposed',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

export function reversalStatusTone(status: ReversalStatus): BadgeTone {
  return tones[status];
}

export function reversalStatusLabel(status: ReversalStatus): string {
  return labels[status];
}
