// Where the operations still run as drizzle transactions write a journal and its postings (docs/money.md; send, add
// money, withdraw and cancel are database functions): postings sum to zero, wallet balances change by exactly their
// postings in the same transaction, and both are asserted before the caller commits.
import { and, eq, sql } from 'drizzle-orm';
import type { WithdrawMethod } from '@wallet/common/wallet';
import { walletMessages } from '@wallet/common/wallet';
import type { Queryable } from '../db/database';
import { journals, postings, wallets } from '../db/schema';
import { AppError } from '../http/app-error';
import { isCheckViolation } from './database-errors';
import type { LockedWallet } from './locked-wallets';
import type { PlatformAccountKind, PlatformAccounts } from './platform-accounts';
import { rowsOf } from './sql-rows';

export type JournalKind = (typeof journals.kind.enumValues)[number];
export type JournalStatus = (typeof journals.status.enumValues)[number];

/** One line of a journal: an amount in cents (positive in, negative out) on a wallet or a platform account. */
export type PostingLine =
  { walletId: string; amountCents: number } | { platform: PlatformAccountKind; amountCents: number };

export interface NewJournal {
  kind: JournalKind;
  /** A movement is written completed, or pending until it is settled (withdrawals). */
  status: 'completed' | 'pending';
  amountCents: number;
  feeCents: number;
  method: WithdrawMethod | null;
  initiatedBy: string;
  fromWalletId: string | null;
  toWalletId: string | null;
  idempotencyKey: string | null;
  description: string | null;
  /** What the journal moves to or from the commissions account (cash in, cash out, their reversals); 0 otherwise. */
  commissionCents?: number;
  /** The journal a reversal moves back (docs/reversals.md); null for every other kind. */
  reversesJournalId?: string | null;
}

export interface Settlement {
  status: 'completed' | 'failed' | 'cancelled';
  failureReason: string | null;
}

export interface Postings {
  lines: readonly PostingLine[];
  /** The wallet rows the caller locked (in id order) and decided on: every wallet a line touches. */
  locked: readonly LockedWallet[];
}

export interface PostedJournal {
  journalId: string;
  /** The new balance of each wallet the journal touched, by wallet id. */
  balances: ReadonlyMap<string, number>;
}

export interface LedgerAccounts {
  platformAccounts: PlatformAccounts;
}

/** An invariant of the ledger failed: a defect, never a client's mistake, so the transaction must not commit. */
export class LedgerInvariantError extends Error {
  override name = 'LedgerInvariantError';
}

function assertLedger(condition: boolean, message: string): asserts condition {
  if (!condition) throw new LedgerInvariantError(message);
}

/** A wallet's balance right after the journal, as its UPDATE returned it (receipts tell this, not a later read). */
export function balanceAfter(posted: PostedJournal, walletId: string): number {
  const balanceCents = posted.balances.get(walletId);
  assertLedger(balanceCents !== undefined, `journal ${posted.journalId} did not post to wallet ${walletId}`);
  return balanceCents;
}

/** Writes a new journal and its postings inside the caller's transaction. */
export async function postJournal(
  q: Queryable,
  ledger: LedgerAccounts,
  journal: NewJournal,
  entries: Postings,
): Promise<PostedJournal> {
  assertLedger(
    Number.isSafeInteger(journal.amountCents) && journal.amountCents > 0,
    'amount must be positive',
  );
  assertLedger(Number.isSafeInteger(journal.feeCents) && journal.feeCents >= 0, 'fee must not be negative');
  assertBalanced(entries.lines);
  // The journal and its postings in one statement: one round trip less while the wallets are locked.
  const rows = await rowsOf<{ journal_id: string }>(
    q,
    sql`
    with journal as (
      insert into ${journals} (kind, status, amount_cents, fee_cents, commission_cents, method, initiated_by,
        from_wallet_id, to_wallet_id, idempotency_key, description, reverses_journal_id)
      values (${journal.kind}, ${journal.status}, ${journal.amountCents}, ${journal.feeCents},
        ${journal.commissionCents ?? 0}, ${journal.method}, ${journal.initiatedBy}, ${journal.fromWalletId},
        ${journal.toWalletId}, ${journal.idempotencyKey}, ${journal.description},
        ${journal.reversesJournalId ?? null}::uuid)
      returning id
    )
    insert into ${postings} (journal_id, account_id, amount_cents)
    select journal.id, line.account_id, line.amount_cents
    from journal, (values ${postingValues(ledger, entries.lines)}) as line (account_id, amount_cents)
    returning journal_id`,
  );
  const journalId = rows[0]?.journal_id;
  assertLedger(
    journalId !== undefined && rows.length === entries.lines.length,
    'the journal and its postings were not all written',
  );
  return { journalId, balances: await applyToWallets(q, entries) };
}

/**
 * Settles a pending journal (a withdrawal): adds its settlement postings and sets its final status, in the
 * caller's transaction, which must hold the journal's row lock.
 */
export async function postSettlement(
  q: Queryable,
  ledger: LedgerAccounts,
  journalId: string,
  settlement: Settlement,
  entries: Postings,
): Promise<PostedJournal> {
  assertBalanced(entries.lines);
  const settled = await q
    .update(journals)
    .set({
      status: settlement.status,
      failureReason: settlement.failureReason,
      settledAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(journals.id, journalId), eq(journals.status, 'pending')))
    .returning({ id: journals.id });
  assertLedger(settled.length === 1, `journal ${journalId} is not pending`);
  await q.insert(postings).values(
    entries.lines.map((line) => ({
      journalId,
      accountId: accountIdOf(ledger, line),
      amountCents: line.amountCents,
    })),
  );
  return { journalId, balances: await applyToWallets(q, entries) };
}

function assertBalanced(lines: readonly PostingLine[]): void {
  assertLedger(lines.length >= 2, 'a journal needs at least two postings');
  let sum = 0;
  for (const line of lines) {
    assertLedger(
      Number.isSafeInteger(line.amountCents) && line.amountCents !== 0,
      `a posting must be a non-zero whole number of cents, got ${line.amountCents}`,
    );
    sum += line.amountCents;
  }
  assertLedger(sum === 0, `postings must sum to zero, got ${sum}`);
}

function accountIdOf(ledger: LedgerAccounts, line: PostingLine): string {
  return 'walletId' in line ? line.walletId : ledger.platformAccounts[line.platform];
}

function postingValues(ledger: LedgerAccounts, lines: readonly PostingLine[]) {
  return sql.join(
    lines.map((line) => sql`(${accountIdOf(ledger, line)}::uuid, ${line.amountCents}::bigint)`),
    sql`, `,
  );
}

/** The net change of each wallet, in wallet id order. Platform accounts carry no balance column. */
function walletDeltas(lines: readonly PostingLine[]): [string, number][] {
  const deltas = new Map<string, number>();
  for (const line of lines) {
    if ('walletId' in line) deltas.set(line.walletId, (deltas.get(line.walletId) ?? 0) + line.amountCents);
  }
  return [...deltas].filter(([, delta]) => delta !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** One UPDATE per wallet, in id order. */
async function applyToWallets(q: Queryable, entries: Postings): Promise<ReadonlyMap<string, number>> {
  const deltas = walletDeltas(entries.lines);
  const balances = new Map<string, number>();
  for (const [walletId, delta] of deltas) {
    const before = entries.locked.find((wallet) => wallet.id === walletId);
    assertLedger(before !== undefined, `wallet ${walletId} was not locked before posting to it`);
    let after: number;
    try {
      const [row] = await q
        .update(wallets)
        .set({ balanceCents: sql`${wallets.balanceCents} + ${delta}`, updatedAt: sql`now()` })
        .where(eq(wallets.id, walletId))
        .returning({ balanceCents: wallets.balanceCents });
      assertLedger(row !== undefined, `wallet ${walletId} disappeared`);
      after = row.balanceCents;
    } catch (error) {
      // The operation checks the balance first; should a check ever miss, the constraint still holds the line.
      if (isCheckViolation(error, 'wallets_balance_non_negative')) {
        throw new AppError(400, walletMessages.insufficientBalance(before.balanceCents), undefined, 'amount');
      }
      throw error;
    }
    assertLedger(
      after === before.balanceCents + delta,
      `wallet ${walletId}: balance ${after} is not ${before.balanceCents} + ${delta}`,
    );
    balances.set(walletId, after);
  }
  return balances;
}
