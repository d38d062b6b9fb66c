// Test-only: journals written straight to the database with chosen times, so the reads can be tested in any order.
import type { Database } from '../db/database';
import { journals } from '../db/schema';
import { findWalletIdOfUser } from '../transactions/transactions.repository';

export type NewJournal = Omit<typeof journals.$inferInsert, 'id'>;

/** The wallet id of a person made by createAccount (every account gets one). */
export async function walletIdOf(db: Database, userId: string): Promise<string> {
  const walletId = await findWalletIdOfUser(db, userId);
  if (walletId === undefined) throw new Error(`user ${userId} has no wallet`);
  return walletId;
}

/**
 * A journal row only: the reads never look at postings or balances, and a test that moves money for real
 * goes through the money POSTs instead.
 */
export async function insertJournal(db: Database, journal: NewJournal): Promise<string> {
  const [row] = await db
    .insert(journals)
    .values({
      ...journal,
      ...(journal.kind === 'withdraw' && journal.method === undefined ? { method: 'bank' as const } : {}),
    })
    .returning({ id: journals.id });
  if (row === undefined) throw new Error('insert into journals returned no row');
  return row.id;
}
