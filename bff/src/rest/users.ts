// The signed-in person's own account as the api's /users routes send it.
import { GraphQLError } from 'graphql';
import { ErrorCode } from '../errors';
import type { RestClient } from './client';
import type { AgentStatus } from '@wallet/common/admin';
import type { CounterAgentJson, UserMatchJson, WalletJson } from '@wallet/common/wallet-json';

export type RestRole = 'user' | 'agent' | 'admin';

/**
 * A user as the api sends it (GET /users/me and the auth routes); dates are ISO-8601 strings. The admin routes
 * (GET /users, /users?ids=, /users/:id) add the agent's standing and the wallet; the others leave them out.
 */
export interface RestUser {
  _id: string;
  name: string;
  email: string;
  phone: string;
  role: RestRole;
  isEmailVerified: boolean;
  isApproved: boolean;
  createdAt: string;
  updatedAt: string;
  /** Admin routes only: the person closed the account. */
  isClosed?: boolean;
  /** Admin routes only: the agent's standing, null for users and admins. */
  agentStatus?: AgentStatus | null;
  /** Admin routes only: the full wallet, null for an account without one. */
  wallet?: WalletJson | null;
}

/** The api's confirmation text, to be shown as is, and the user the call created or changed. */
export interface RestUserResult {
  message: string;
  user: RestUser;
}

export interface RestUpdateProfileInput {
  name: string;
  phone: string;
}

/** The client turns the api's 401 into this error (errors.ts). */
function isUnauthenticated(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions.code === ErrorCode.UNAUTHENTICATED;
}

/** GET /users/me; null when nobody is signed in (the api's 401), since being signed out is not an error. */
export async function fetchMe(rest: RestClient): Promise<RestUser | null> {
  try {
    const { data } = await rest.get<RestUser>('users/me');
    return data;
  } catch (error) {
    if (isUnauthenticated(error)) return null;
    throw error;
  }
}

export async function updateProfile(
  rest: RestClient,
  input: RestUpdateProfileInput,
): Promise<RestUserResult> {
  const { message, data } = await rest.patch<RestUser>('users/update', {
    name: input.name,
    phone: input.phone,
  });
  return { message, user: data };
}

/** Someone to send to, as GET /users/search answers: enough to recognise them, not to harvest addresses. */
export type RestUserMatch = UserMatchJson;
export type RestCounterAgent = CounterAgentJson;

/** Verified people with the user role by name, e-mail, phone or exact id; never the caller. */
export async function searchUsers(
  rest: RestClient,
  search: string,
  limit: number | undefined,
): Promise<RestUserMatch[]> {
  const { data } = await rest.get<RestUserMatch[]>('users/search', { searchParams: { search, limit } });
  return data;
}

/** GET /users/agent-counter/:handle: the approved agent a counter code names (docs/pay-links.md); else the api's 404. */
export async function fetchCounterAgent(rest: RestClient, handle: string): Promise<CounterAgentJson> {
  const { data } = await rest.get<CounterAgentJson>(`users/agent-counter/${encodeURIComponent(handle)}`);
  return data;
}

/** GET /users/pay/:handle: the receiver a pay link names (docs/pay-links.md); the api's 404 for anyone else. */
export async function fetchPayee(rest: RestClient, handle: string): Promise<RestUserMatch> {
  const { data } = await rest.get<RestUserMatch>(`users/pay/${encodeURIComponent(handle)}`);
  return data;
}
