// The admin's calls of the api (docs/admin.md): figures, every wallet, user, movement and audit entry, and blocking.
import { adminMessages, USER_IDS_MAX } from '@wallet/common/admin';
import type { SortOrder, WalletSortField, WalletStatusFilter } from '@wallet/common/admin';
import type {
  AdminStatsJson,
  AdminTransactionPageJson,
  AdminTransactionSummaryJson,
  AdminWalletJson,
  AuditEntryJson,
  AuditPageJson,
  TrendJson,
  UserPageJson,
  UserSummaryJson,
  WalletPageJson,
  WalletSummaryJson,
} from '@wallet/common/admin-json';
import type { TransactionStatus, TransactionType } from '@wallet/common/wallet';
import { notFoundError } from '../errors';
import type { RestClient } from './client';
import { fetchByIdOrNull, isApiId } from './client';
import type { RestRole, RestUser } from './users';
import type { RestWallet } from './wallets';

/** GET /stats/admin: trends of this calendar month against last, the last 30 days and the latest movements. */
export type RestAdminStats = AdminStatsJson;

/** A total now and how many were added this month and last; counts, or dollars for the volume. */
export type RestTrend = TrendJson;
export type RestDayActivity = AdminStatsJson['today'];

/**
 * GET /wallets: one page of wallets, and figures over every matching wallet. The api embeds each owner as `userId`
 * (SPEC.md §3); here a wallet's `userId` is the owner's id again, the owner loading through the user loader.
 */
export type RestWalletPage = Omit<WalletPageJson, 'data'> & { data: RestWallet[] };

/** An admin's wallet as the rest of the bff reads every wallet: `userId` the owner's id. */
function walletOfAdminJson(json: AdminWalletJson): RestWallet {
  const { userId, user: _user, ...wallet } = json;
  return { ...wallet, userId: userId._id };
}

export type RestWalletSummary = WalletSummaryJson;

/** GET /users: one page of people as an admin sees them (standing and wallet), and figures over every match. */
export type RestUserPage = UserPageJson;

export type RestUserSummary = UserSummaryJson;

/** GET /transactions: one page of movements as their initiators see them, and figures over every match. */
export type RestAdminTransactionPage = AdminTransactionPageJson;

export type RestAdminTransactionSummary = AdminTransactionSummaryJson;

/** One admin action; actor and target are ids, named through the request's user loader. */
export type RestAuditEntry = AuditEntryJson;

export type RestAuditPage = AuditPageJson;

/** PATCH /wallets/block/:walletId: the api's confirmation text and the wallet as it now is. */
export interface RestWalletPayload {
  message: string;
  wallet: RestWallet;
}

/** Every field optional: the api's defaults (page 1, 10 a page, all wallets, newest first) apply to what is left out. */
export interface RestWalletQuery {
  page?: number | undefined;
  limit?: number | undefined;
  search?: string | undefined;
  status?: WalletStatusFilter | undefined;
  sortBy?: WalletSortField | undefined;
  sortOrder?: SortOrder | undefined;
}

export interface RestUserQuery {
  role?: RestRole | undefined;
  /** Passed on as given: the api trims it and refuses one longer than 100 characters with its message. */
  search?: string | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

export interface RestAdminTransactionQuery {
  /** The kind; `receive` lists the sends from the receiving side (docs/admin.md). */
  type?: TransactionType | undefined;
  status?: TransactionStatus | undefined;
  /** Passed on as given: the api answers a malformed one with its message, as for any other filter. */
  userId?: string | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

export interface RestAuditQuery {
  userId?: string | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

export interface RestSetWalletBlockedInput {
  walletId: string;
  isBlocked: boolean;
  /** Kept in the audit log; left out of the body when not given. */
  reason?: string | undefined;
}

export async function fetchAdminStats(rest: RestClient): Promise<RestAdminStats> {
  const { data } = await rest.get<RestAdminStats>('stats/admin');
  return data;
}

export async function fetchWallets(rest: RestClient, query: RestWalletQuery): Promise<RestWalletPage> {
  const { page, limit, search, status, sortBy, sortOrder } = query;
  const { data } = await rest.get<WalletPageJson>('wallets', {
    searchParams: { page, limit, search, status, sortBy, sortOrder },
  });
  return { ...data, data: data.data.map(walletOfAdminJson) };
}

/** Blocks or unblocks a wallet; setting the state it already has answers the same and writes no audit row. */
export async function setWalletBlocked(
  rest: RestClient,
  { walletId, isBlocked, reason }: RestSetWalletBlockedInput,
): Promise<RestWalletPayload> {
  // The id goes into the path; anything but the api's kind of id cannot name a wallet, as the api would say.
  if (!isApiId(walletId)) {
    throw notFoundError(adminMessages.walletNotFound);
  }
  const { message, data } = await rest.patch<AdminWalletJson>(
    `wallets/block/${walletId}`,
    reason === undefined ? { isBlocked } : { isBlocked, reason },
  );
  return { message, wallet: walletOfAdminJson(data) };
}

export async function fetchUsers(rest: RestClient, query: RestUserQuery): Promise<RestUserPage> {
  const { role, search, page, limit } = query;
  const { data } = await rest.get<RestUserPage>('users', { searchParams: { role, search, page, limit } });
  return data;
}

/** People by id in one call (the loaders' batch); unknown ids are left out of the answer. */
export async function fetchUsersByIds(rest: RestClient, ids: readonly string[]): Promise<RestUser[]> {
  if (ids.length === 0 || ids.length > USER_IDS_MAX) {
    throw new RangeError(`GET /users?ids= takes 1 to ${USER_IDS_MAX} ids, not ${ids.length}`);
  }
  const { data } = await rest.get<RestUser[]>('users', { searchParams: { ids: ids.join(',') } });
  return data;
}

/** One person as an admin sees them; null when unknown (the api's 404) or when the id cannot name anyone. */
export async function fetchUser(rest: RestClient, id: string): Promise<RestUser | null> {
  return fetchByIdOrNull<RestUser>(rest, 'users', id);
}

export async function fetchAdminTransactions(
  rest: RestClient,
  query: RestAdminTransactionQuery,
): Promise<RestAdminTransactionPage> {
  const { type, status, userId, page, limit } = query;
  const { data } = await rest.get<RestAdminTransactionPage>('transactions', {
    searchParams: { type, status, userId, page, limit },
  });
  return data;
}

export async function fetchAuditLog(rest: RestClient, query: RestAuditQuery): Promise<RestAuditPage> {
  const { userId, page, limit } = query;
  const { data } = await rest.get<RestAuditPage>('audit', { searchParams: { userId, page, limit } });
  return data;
}
