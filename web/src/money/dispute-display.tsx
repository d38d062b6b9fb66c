// How disputes read on screen (docs/disputes.md): the schema's statuses and reasons with the shared labels, the
// status badge and the statuses an admin may move a dispute to.
import { DISPUTE_TRANSITIONS, disputeReasonLabels, disputeStatusLabels } from '@wallet/common/disputes';
import type { DisputeStatus as DisputeStatusName } from '@wallet/common/disputes';
import { Badge } from '../components/Badge';
import type { DisputeReason, DisputeStatus } from '../gql/graphql';

/** The schema's names of the statuses and reasons, with the api's (lowercase) names the shared labels use. */
const STATUS_NAMES: readonly (readonly [DisputeStatus, DisputeStatusName])[] = [
  ['OPEN', 'open'],
  ['INVESTIGATING', 'investigating'],
  ['RESOLVED', 'resolved'],
  ['REJECTED', 'rejected'],
];
const REASON_NAMES: readonly (readonly [DisputeReason, keyof typeof disputeReasonLabels])[] = [
  ['WRONG_RECIPIENT', 'wrong_recipient'],
  ['NOT_RECEIVED', 'not_received'],
  ['UNAUTHORIZED', 'unauthorized'],
  ['OTHER', 'other'],
];

const restStatus = (status: DisputeStatus): DisputeStatusName =>
  STATUS_NAMES.find(([name]) => name === status)?.[1] ?? 'open';
const schemaStatus = (status: DisputeStatusName): DisputeStatus =>
  STATUS_NAMES.find(([, name]) => name === status)?.[0] ?? 'OPEN';

export const disputeStatusLabel = (status: DisputeStatus): string => disputeStatusLabels[restStatus(status)];
export const disputeReasonLabel = (reason: DisputeReason): string =>
  disputeReasonLabels[REASON_NAMES.find(([name]) => name === reason)?.[1] ?? 'other'];

const STATUS_TONES = {
  OPEN: 'warning',
  INVESTIGATING: 'info',
  RESOLVED: 'success',
  REJECTED: 'neutral',
} as const satisfies Record<DisputeStatus, string>;

export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{disputeStatusLabel(status)}</Badge>;
}

/** The actions an admin may take from a status, in the order they are offered. */
export function nextStatuses(status: DisputeStatus): DisputeStatus[] {
  return DISPUTE_TRANSITIONS[restStatus(status)].map(schemaStatus);
}

/** The schema's statuses and reasons in the order filters and forms offer them. */
export const DISPUTE_STATUSES: readonly DisputeStatus[] = STATUS_NAMES.map(([name]) => name);
export const DISPUTE_REASONS: readonly DisputeReason[] = REASON_NAMES.map(([name]) => name);
