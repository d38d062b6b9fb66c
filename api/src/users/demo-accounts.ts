// Demo accounts for the embedded database (DESIGN.md §2): one admin, one approved agent, two users, created once.
import type { Role } from '@wallet/common/auth';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import { hashPassword } from '../auth/passwords';
import { findUserByEmail, insertUserWithWallet } from './users.repository';

/** Meets every password rule of SPEC.md §5. Printed at start-up: these accounts are for trying the product locally. */
export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_ACCOUNTS: readonly { email: string; name: string; role: Role; phone: string }[] = [
  { email: 'admin@wallet.local', name: 'Demo Admin', role: 'admin', phone: '01710000001' },
  { email: 'agent@wallet.local', name: 'Demo Agent', role: 'agent', phone: '01710000002' },
  { email: 'alice@wallet.local', name: 'Alice Demo', role: 'user', phone: '01710000003' },
  { email: 'bob@wallet.local', name: 'Bob Demo', role: 'user', phone: '01710000004' },
];

/**
 * Creates each demo account that does not exist yet, verified and approved, with an empty wallet (money comes
 * from the ledger, never from here). An existing one is left alone, so a changed password stays changed.
 */
export async function seedDemoAccounts(db: Database): Promise<string[]> {
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if ((await findUserByEmail(db, account.email)) !== undefined) continue;
    try {
      await insertUserWithWallet(db, {
        ...account,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        isEmailVerified: true,
        isApproved: true,
      });
      created.push(account.email);
    } catch (error) {
      // Another process seeded it in the meantime.
      if (!isUniqueViolation(error, 'users_email_lower_unique')) throw error;
    }
  }
  return created;
}

/** The start-up line that tells a local user how to sign in. */
export function demoAccountsLine(): string {
  const accounts = DEMO_ACCOUNTS.map((account) => `${account.email} (${account.role})`).join(', ');
  return `Demo accounts: ${accounts} — password ${DEMO_PASSWORD} (unless changed since)`;
}
