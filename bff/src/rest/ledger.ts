// The admin's ledger calls of the api (docs/ledger.md): the summary, the check's history and a run now.
import type { LedgerCheckJson, LedgerCheckPageJson, LedgerSummaryJson } from '@wallet/common/ledger-json';
import type { RestClient } from './client';

export type RestLedgerSummary = LedgerSummaryJson;
export type RestLedgerCheck = LedgerCheckJson;
export type RestLedgerCheckPage = LedgerCheckPageJson;
export type RestPendingPayout = LedgerSummaryJson['pendingPayouts']['oldest'][number];
export type RestPendingPayouts = LedgerSummaryJson['pendingPayouts'];
export type RestLedgerDay = LedgerSummaryJson['days'][number];
export type RestLedgerAccount = LedgerSummaryJson['accounts'][number];

export interface RestLedgerCheckPayload {
  message: string;
  check: RestLedgerCheck;
}

export async function fetchLedgerSummary(rest: RestClient): Promise<RestLedgerSummary> {
  const { data } = await rest.get<RestLedgerSummary>('ledger/summary');
  return data;
}

export async function fetchLedgerChecks(
  rest: RestClient,
  query: { page?: number | undefined; limit?: number | undefined },
): Promise<RestLedgerCheckPage> {
  const { data } = await rest.get<RestLedgerCheckPage>('ledger/checks', {
    searchParams: { page: query.page, limit: query.limit },
  });
  return data;
}

export async function runLedgerCheck(rest: RestClient): Promise<RestLedgerCheckPayload> {
  const { message, data } = await rest.post<RestLedgerCheck>('ledger/checks');
  return { message, check: data };
}
