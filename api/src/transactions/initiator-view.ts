// A journal as its initiator sees it (docs/admin.md): the view an admin gets of any movement, one row per
// movement with both parties named. The initiator is the sender, the depositor, the withdrawer, or the agent of a
// cash in or cash out.
import { desc, eq } from 'drizzle-orm';
import { centsToDollars } from '@wallet/common/money';
import type { TransactionJson } from '@wallet/common/wallet-json';
import type { Queryable } from '../db/database';
import { journals } from '../db/schema';
import { isUuid } from '../db/uuid';
import type { JournalWithParties } from './transaction-view';
import {
  JOURNAL_WITH_PARTIES_COLUMNS,
  fromUsers,
  fromWallets,
  toUsers,
  toWallets,
  transactionJson,
} from './transaction-view';

type JournalKind = JournalWithParties['kind'];

/** Whose side each kind is seen from: the paying wallet's owner, or the receiving one's. */
const INITIATOR_SIDE: Readonly<Record<JournalKind, 'from' | 'to'>> = {
  send: 'from',
  withdraw: 'from',
  cash_in: 'from',
  deposit: 'to',
  cash_out: 'to',
};

/** The journals left-joined to both wallets and their owners, ready for a where, an order and a limit. */
export function selectJournalsWithParties(q: Queryable) {
  return q
    .select(JOURNAL_WITH_PARTIES_COLUMNS)
    .from(journals)
    .leftJoin(fromWallets, eq(fromWallets.id, journals.fromWalletId))
    .leftJoin(fromUsers, eq(fromUsers.id, fromWallets.userId))
    .leftJoin(toWallets, eq(toWallets.id, journals.toWalletId))
    .leftJoin(toUsers, eq(toUsers.id, toWallets.userId))
    .$dynamic();
}

/** The journal from its initiator's side, with the commission the agent earned on a cash in or cash out. */
export function initiatorTransactionJson(row: JournalWithParties): TransactionJson {
  const initiatorUserId = INITIATOR_SIDE[row.kind] === 'from' ? row.fromUserId : row.toUserId;
  if (initiatorUserId === null) {
    throw new Error(`journal ${row.id} (${row.kind}) has no wallet on its initiator's side`);
  }
  // The kind names the initiator, so the commission (only ever on an agent's cash in or cash out) is theirs
  // even where initiated_by was left empty.
  return { ...transactionJson(row, initiatorUserId), commission: centsToDollars(row.commissionCents) };
}

/** Any transaction as its initiator sees it; undefined when the id is unknown or malformed. */
export async function findTransactionForAdmin(
  q: Queryable,
  journalId: string,
): Promise<TransactionJson | undefined> {
  if (!isUuid(journalId)) return undefined;
  const [row] = await selectJournalsWithParties(q).where(eq(journals.id, journalId));
  return row === undefined ? undefined : initiatorTransactionJson(row);
}

/** The newest `count` transactions of the platform (created_at desc, id desc), as their initiators see them. */
export async function latestTransactionsForAdmin(q: Queryable, count: number): Promise<TransactionJson[]> {
  const rows = await selectJournalsWithParties(q)
    .orderBy(desc(journals.createdAt), desc(journals.id))
    .limit(count);
  return rows.map(initiatorTransactionJson);
}
