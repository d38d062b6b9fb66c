// The platform's own ledger accounts (DESIGN.md §3): made sure of once at start, then known by id.
import { ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { ledgerAccounts } from '../db/schema';

export const PLATFORM_ACCOUNT_KINDS = [
  'funding',
  'payouts',
  'payouts_pending',
  'fees',
  'commissions',
] as const;
export type PlatformAccountKind = (typeof PLATFORM_ACCOUNT_KINDS)[number];

/** The id of each platform account. They never change once made, so a process may keep them. */
export type PlatformAccounts = Readonly<Record<PlatformAccountKind, string>>;

/** Creates the platform accounts that are missing (the migration makes them too) and returns their ids. */
export async function ensurePlatformAccounts(q: Queryable): Promise<PlatformAccounts> {
  await q
    .insert(ledgerAccounts)
    .values(PLATFORM_ACCOUNT_KINDS.map((kind) => ({ kind })))
    .onConflictDoNothing({ target: ledgerAccounts.kind, where: sql`${ledgerAccounts.kind} <> 'wallet'` });
  return readPlatformAccounts(q);
}

export async function readPlatformAccounts(q: Queryable): Promise<PlatformAccounts> {
  const rows = await q
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(ne(ledgerAccounts.kind, 'wallet'));
  const accounts: Partial<Record<PlatformAccountKind, string>> = {};
  for (const row of rows) {
    if (row.kind !== 'wallet') accounts[row.kind] = row.id;
  }
  for (const kind of PLATFORM_ACCOUNT_KINDS) {
    if (accounts[kind] === undefined) throw new Error(`the platform ledger account "${kind}" is missing`);
  }
  return accounts as PlatformAccounts;
}
