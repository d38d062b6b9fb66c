// Disputes (docs/disputes.md): the api's /disputes routes.
import { disputeMessages } from '@wallet/common/disputes';
import type { DisputeJson, DisputeNoteJson, DisputeReason, DisputeStatus } from '@wallet/common/disputes';
import type { PaginationJson } from '@wallet/common/wallet-json';
import { notFoundError } from '../errors';
import type { RestClient } from './client';
import { isApiId } from './client';

export type RestDispute = DisputeJson;
export type RestDisputeNote = DisputeNoteJson;

export interface RestDisputePage {
  data: RestDispute[];
  pagination: PaginationJson;
}

export interface RestDisputeResult {
  message: string;
  dispute: RestDispute;
}

export interface RestDisputeQuery {
  status?: DisputeStatus | undefined;
  reason?: DisputeReason | undefined;
  transactionId?: string | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

/** Admins: every dispute; anyone else: their own (the api decides by the caller's role). */
export async function fetchDisputes(rest: RestClient, query: RestDisputeQuery): Promise<RestDisputePage> {
  const { status, reason, transactionId, page, limit } = query;
  const { data } = await rest.get<RestDisputePage>('disputes', {
    searchParams: { status, reason, transactionId, page, limit },
  });
  return data;
}

export async function reportProblem(
  rest: RestClient,
  input: { transactionId: string; reason: DisputeReason; note?: string | null | undefined },
): Promise<RestDisputeResult> {
  const { message, data } = await rest.post<RestDispute>('disputes', {
    transactionId: input.transactionId,
    reason: input.reason,
    ...(input.note === null || input.note === undefined ? {} : { note: input.note }),
  });
  return { message, dispute: data };
}

/** An id that is not the api's kind names no dispute: the api's own 404, without a call. */
export async function updateDispute(
  rest: RestClient,
  input: { id: string; status: DisputeStatus; note?: string | null | undefined },
): Promise<RestDisputeResult> {
  if (!isApiId(input.id)) throw notFoundError(disputeMessages.notFound);
  const { message, data } = await rest.patch<RestDispute>(`disputes/${input.id}`, {
    status: input.status,
    ...(input.note === null || input.note === undefined ? {} : { note: input.note }),
  });
  return { message, dispute: data };
}
