// A person's statement (docs/settings.md): their wallet's real balance before, through and after a range of
// calendar days, one row per movement, read in keyset pages so a long range never sits in memory.
import { stringify } from 'csv-stringify';
import type { Stringifier } from 'csv-stringify';
import { centsToDecimalString } from '@wallet/common/money';
import {
  STATEMENT_CLOSING_LABEL,
  STATEMENT_COLUMNS,
  STATEMENT_DEFAULT_DAYS,
  STATEMENT_OPENING_LABEL,
  STATEMENT_RANGE_DAYS_MAX,
  settingsMessages,
} from '@wallet/common/settings';
import { transactionStatusLabels, transactionTypeLabels } from '@wallet/common/wallet';
import type { TransactionStatus, TransactionType } from '@wallet/common/wallet';
import type { Queryable } from '../db/database';
import { AppError } from '../http/app-error';
import { WALLET_NOT_FOUND_MESSAGE } from '../ledger/locked-wallets';
import type { StatementQuery } from './statement-query';
import { dayNumber, dayOfNumber } from './statement-query';
import { readStatementPostings, readStatementRange, readToday } from './statement.repository';
import type { StatementPosting, StatementRange } from './statement.repository';
import { findWalletIdOfUser } from './transactions.repository';
import type { HistoryFilter } from './transactions.repository';

/** Postings read per query: a page is a few hundred small rows, and a year of a busy wallet a few dozen pages. */
export const STATEMENT_PAGE_SIZE = 500;

/**
 * A row in STATEMENT_COLUMNS order. Money cells are integer cents (numbers, and only money cells are numbers):
 * statementCsv() writes them as dollars; '' is an empty cell.
 */
export type StatementRow = [
  date: string,
  transactionId: string,
  type: string,
  status: string,
  description: string,
  counterparty: string,
  amountCents: number | '',
  feeCents: number | '',
  balanceCents: number,
];

export interface Statement {
  /** The range as YYYY-MM-DD days, after the defaults. */
  firstDay: string;
  lastDay: string;
  fileName: string;
  /** Pulled one page of postings at a time, as the reader takes them. */
  rows: AsyncIterable<StatementRow>;
}

/**
 * Checks the range and reads where it starts; the rows are read as they are pulled. Every refusal is thrown
 * here, before a byte of the file, so it can still be a JSON answer.
 */
export async function openStatement(
  q: Queryable,
  viewerUserId: string,
  query: StatementQuery,
  options: { timeZone: string; pageSize?: number },
): Promise<Statement> {
  const { firstDay, lastDay } = await statementDays(q, query, options.timeZone);
  const walletId = await findWalletIdOfUser(q, viewerUserId);
  if (walletId === undefined) throw new AppError(404, WALLET_NOT_FOUND_MESSAGE);
  const range = await readStatementRange(q, walletId, { firstDay, lastDay, timeZone: options.timeZone });
  const filter = { type: query.type, status: query.status };
  return {
    firstDay,
    lastDay,
    fileName: `wallet-statement-${firstDay}-to-${lastDay}.csv`,
    rows: statementRows(q, walletId, range, filter, options.pageSize ?? STATEMENT_PAGE_SIZE),
  };
}

/** The first day PostgreSQL's dates know; a default reaching further back stops there. */
const FIRST_DAY_NUMBER = dayNumber('0001-01-01');

/** The given days, or their defaults: the last STATEMENT_DEFAULT_DAYS days, or that many on from one given day. */
async function statementDays(
  q: Queryable,
  query: Pick<StatementQuery, 'from' | 'to'>,
  timeZone: string,
): Promise<{ firstDay: string; lastDay: string }> {
  let first = query.from === undefined ? undefined : dayNumber(query.from);
  let last = query.to === undefined ? undefined : dayNumber(query.to);
  if (first === undefined || last === undefined) {
    const today = dayNumber(await readToday(q, timeZone));
    if (last === undefined)
      last = first === undefined ? today : Math.min(first + STATEMENT_DEFAULT_DAYS, today);
    first ??= Math.max(last - STATEMENT_DEFAULT_DAYS, FIRST_DAY_NUMBER);
  }
  if (last < first)
    throw new AppError(400, settingsMessages.statementEndsBeforeStart, 'VALIDATION_FAILED', 'to');
  // Both days count: from the 1st to the 31st of a month is 31 days.
  if (last - first + 1 > STATEMENT_RANGE_DAYS_MAX) {
    throw new AppError(400, settingsMessages.statementTooLong, 'VALIDATION_FAILED', 'to');
  }
  return { firstDay: dayOfNumber(first), lastDay: dayOfNumber(last) };
}

/** One movement of the wallet's balance: a journal's postings on it that were committed together. */
interface StatementLine {
  first: StatementPosting;
  amountCents: number;
}

/**
 * Opening row, the lines, closing row. Every line moves the running balance, listed or not, so the Balance
 * cells stay the wallet's real balances whatever the filter leaves out.
 */
async function* statementRows(
  q: Queryable,
  walletId: string,
  range: StatementRange,
  filter: HistoryFilter,
  pageSize: number,
): AsyncGenerator<StatementRow> {
  yield edgeRow(range.startsAt, STATEMENT_OPENING_LABEL, range.openingCents);
  let balanceCents = range.openingCents;
  let line: StatementLine | undefined;
  const close = (closed: StatementLine): StatementRow | undefined => {
    balanceCents += closed.amountCents;
    // The wallets_balance_non_negative CHECK held at every step, so a negative running balance is a broken read.
    if (balanceCents < 0)
      throw new Error(`statement of wallet ${walletId}: balance ${balanceCents} below zero`);
    const view = viewOf(closed, walletId);
    return isListed(view, filter) ? lineRow(closed, view, balanceCents) : undefined;
  };
  for await (const posting of postingsInRange(q, walletId, range, pageSize)) {
    // A line can straddle two pages (an agent's cash in: the float out and the commission in), so it is only
    // closed when the next posting belongs elsewhere.
    if (line !== undefined && committedTogether(line.first, posting)) {
      line.amountCents += posting.amountCents;
      continue;
    }
    const row = line === undefined ? undefined : close(line);
    if (row !== undefined) yield row;
    line = { first: posting, amountCents: posting.amountCents };
  }
  const last = line === undefined ? undefined : close(line);
  if (last !== undefined) yield last;
  yield edgeRow(range.endsAt, STATEMENT_CLOSING_LABEL, balanceCents);
}

async function* postingsInRange(
  q: Queryable,
  walletId: string,
  range: StatementRange,
  pageSize: number,
): AsyncGenerator<StatementPosting> {
  const { start, end } = range.postingIdsAfter;
  let fromId = start + 1;
  while (fromId <= end) {
    const page = await readStatementPostings(q, walletId, { fromId, toId: end }, pageSize);
    yield* page;
    const lastRead = page.at(-1);
    if (lastRead === undefined || page.length < pageSize) return;
    fromId = lastRead.postingId + 1;
  }
}

/** Postings of one journal in one transaction share its start time (now()); a settlement comes later. */
function committedTogether(first: StatementPosting, next: StatementPosting): boolean {
  return first.journalId === next.journalId && first.postedAt.getTime() === next.postedAt.getTime();
}

interface LineView {
  type: TransactionType;
  status: TransactionStatus;
  /** The wallet paid: money out of it, with the journal's fee (the debit of a send, withdrawal, cash out…). */
  paid: boolean;
  /** Money back to the wallet that paid: a cancelled or failed withdrawal's refund. */
  refund: boolean;
  counterparty: string | null;
}

/** The line as the wallet's owner sees it, as My History does: a send they received is a `receive`. */
function viewOf(line: StatementLine, walletId: string): LineView {
  const { first } = line;
  const payer = first.fromWalletId === walletId;
  return {
    type: first.kind === 'send' && !payer ? 'receive' : first.kind,
    status: first.status,
    paid: payer && line.amountCents < 0,
    refund: payer && line.amountCents > 0,
    counterparty: payer ? first.toUserName : first.fromUserName,
  };
}

function isListed(view: LineView, filter: HistoryFilter): boolean {
  return (
    (filter.type === undefined || filter.type === view.type) &&
    (filter.status === undefined || filter.status === view.status)
  );
}

/**
 * The description cell: a refund says so; a reversal names the movement it reverses and an original the reversals
 * of it (docs/reversals.md), so the two find each other in the file as in My History.
 */
function descriptionOf(first: StatementPosting, view: LineView): string {
  const own = first.description ?? '';
  if (view.refund) return `Refund: ${own || `withdrawal ${first.status}`}`;
  const withOriginal = first.reversesJournalId
    ? `Reversal of ${first.reversesJournalId}${own ? `: ${own}` : ''}`
    : own;
  if (!first.reversedBy) return withOriginal;
  const reversals = `Reversed by ${first.reversedBy}`;
  return withOriginal ? `${withOriginal} (${reversals})` : reversals;
}

function lineRow(line: StatementLine, view: LineView, balanceCents: number): StatementRow {
  const { first } = line;
  return [
    first.postedAt.toISOString(),
    first.journalId,
    transactionTypeLabels[view.type],
    transactionStatusLabels[view.status],
    descriptionOf(first, view),
    view.counterparty ?? '',
    line.amountCents,
    view.paid ? first.feeCents : 0,
    balanceCents,
  ];
}

function edgeRow(at: Date, label: string, balanceCents: number): StatementRow {
  return [at.toISOString(), '', label, '', '', '', '', '', balanceCents];
}

/**
 * The CSV writer of StatementRows: the header, cents as dollars with two decimals, and text that a spreadsheet
 * would run as a formula (a description "=HYPERLINK(…)") prefixed with ' — money cells, being numbers, keep
 * their minus sign.
 */
export function statementCsv(): Stringifier {
  return stringify({
    header: true,
    columns: [...STATEMENT_COLUMNS],
    escape_formulas: true,
    cast: { number: (cents) => centsToDecimalString(cents) },
  });
}
