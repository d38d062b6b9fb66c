// A journal as its initiator sees it (docs/admin.md): the view an admin gets of any movement, one row per
// movement with both parties named. The initiator is the sender, the depositor, the withdrawer, or the agent of a
// cash in or cash out.
import { desc, eq } from 'drizzle-orm';
import { centsToDollars } from '@wallet/common/money';
import type { AdminTransactionJson, TransactionUserJson } from '@wallet/common/admin-json';
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
  // A reversal is seen from the wallet that gives the money back.
  reversal: 'from',
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

/** The owner of one side of the journal, as SPEC.md §3's optional user object ({ _id, name, email }). */
function sideUser(row: JournalWithParties, side: 'from' | 'to'): TransactionUserJson {
  const [id, name, email] =
    side === 'from'
      ? [row.fromUserId, row.fromUserName, row.fromUserEmail]
      : [row.toUserId, row.toUserName, row.toUserEmail];
  if (id === null || name === null || email === null) {
    throw new Error(`journal ${row.id} (${row.kind}) has no wallet on its ${side} side`);
  }
  return { _id: id, name, email };
}

/** The journal from its initiator's side, with the commission the agent earned on a cash in or cash out. */
export function initiatorTransactionJson(row: JournalWithParties): AdminTransactionJson {
  const user = sideUser(row, INITIATOR_SIDE[row.kind]);
  // The kind names the initiator, so the commission (only ever on an agent's cash in or cash out) is theirs
  // even where initiated_by was left empty.
  return {
    ...transactionJson(row, user._id),
    commission: centsToDollars(row.commissionCents),
    user,
  };
}

/** A send from its receiver's side (type `receive`, a credit), the receiver embedded: the admin filter's `receive`. */
export function receiverTransactionJson(row: JournalWithParties): AdminTransactionJson {
  if (row.kind !== 'send') throw new Error(`journal ${row.id} is a ${row.kind}, not a send`);
  const user = sideUser(row, 'to');
  return { ...transactionJson(row, user._id), user };
}

/** Any transaction as its initiator sees it; undefined when the id is unknown or malformed. */
export async function findTransactionForAdmin(
  q: Queryable,
  journalId: string,
): Promise<AdminTransactionJson | undefined> {
  if (!isUuid(journalId)) return undefined;
  const [row] = await selectJournalsWithParties(q).where(eq(journals.id, journalId));
  return row === undefined ? undefined : initiatorTransactionJson(row);
}

/** The newest `count` transactions of the platform (created_at desc, id desc), as their initiators see them. */
export async function latestTransactionsForAdmin(
  q: Queryable,
  count: number,
): Promise<AdminTransactionJson[]> {
  const rows = await selectJournalsWithParties(q)
    .orderBy(desc(journals.createdAt), desc(journals.id))
    .limit(count);
  return rows.map(initiatorTransactionJson);
}
