// Reversals (docs/reversals.md): the api's /reversals routes, admins only, amounts in dollars.
import { reversalMessages } from '@wallet/common/reversals';
import type { ReversalJson, ReversalStatus } from '@wallet/common/reversals';
import type { PaginationJson } from '@wallet/common/wallet-json';
import { notFoundError } from '../errors';
import type { RestClient } from './client';
import { isApiId } from './client';
import { moneyToRestDollars } from './wallets';

export type RestReversal = ReversalJson;

export interface RestReversalPage {
  data: RestReversal[];
  pagination: PaginationJson;
}

export interface RestReversalResult {
  message: string;
  reversal: RestReversal;
}

export async function fetchReversals(
  rest: RestClient,
  query: {
    status?: ReversalStatus | undefined;
    transactionId?: string | undefined;
    page?: number | undefined;
    limit?: number | undefined;
  },
): Promise<RestReversalPage> {
  const { data } = await rest.get<RestReversalPage>('reversals', { searchParams: query });
  return data;
}

export async function proposeReversal(
  rest: RestClient,
  input: {
    transactionId: string;
    amount?: string | null | undefined;
    reason: string;
    idempotencyKey?: string | null | undefined;
  },
): Promise<RestReversalResult> {
  const { message, data } = await rest.post<RestReversal>(
    'reversals',
    {
      transactionId: input.transactionId,
      ...(input.amount === null || input.amount === undefined
        ? {}
        : { amount: moneyToRestDollars(input.amount) }),
      reason: input.reason,
    },
    keyOf(input),
  );
  return { message, reversal: data };
}

/** The call's Idempotency-Key when the client sent one (the api checks its form). */
function keyOf(input: {
  idempotencyKey?: string | null | undefined;
}): { idempotencyKey: string } | undefined {
  return input.idempotencyKey === null || input.idempotencyKey === undefined
    ? undefined
    : { idempotencyKey: input.idempotencyKey };
}

/** An id that is not the api's kind names no reversal: the api's own 404, without a call. */
export async function decideReversal(
  rest: RestClient,
  input: { id: string; reason?: string | null | undefined; idempotencyKey?: string | null | undefined },
  decision: 'approve' | 'reject',
): Promise<RestReversalResult> {
  if (!isApiId(input.id)) throw notFoundError(reversalMessages.notFound);
  const { message, data } = await rest.patch<RestReversal>(
    `reversals/${input.id}/${decision}`,
    input.reason === null || input.reason === undefined ? {} : { reason: input.reason },
    keyOf(input),
  );
  return { message, reversal: data };
}
