// GET /transactions/statement over money moved by the real POSTs: the CSV reconciles (opening + amounts = closing,
// each balance the previous plus its amount), reads the same in any page size, and every refusal is a JSON 400.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dollarsToCents } from '@wallet/common/money';
import { STATEMENT_COLUMNS, settingsMessages } from '@wallet/common/settings';
import type { TransactionJson } from '@wallet/common/wallet-json';
import { agentWithFloat, cashIn } from '../test/cash';
import type { Person } from '../test/money';
import { addMoney, balanceCentsOf, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';
import type { JsonAnswer } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { historyQueryMessages } from './history-query';
import { openStatement } from './statement';
import type { StatementRow } from './statement';
import { parseStatementQuery } from './statement-query';

/** A zone with daylight saving, so a day's bounds are not UTC's and not the same offset all year. */
const TIME_ZONE = 'America/New_York';

let api: TestApi;

beforeAll(async () => {
  // Withdrawals stay pending until cancelled.
  api = await startTestApi({ env: { PAYOUT_DELAY_S: '3600', TZ_LIMITS: TIME_ZONE } });
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

interface CsvAnswer {
  status: number;
  headers: Headers;
  text: string;
}

async function statementOf(person: Pick<Person, 'cookie'> | undefined, query = ''): Promise<CsvAnswer> {
  const response = await fetch(api.apiUrl(`/transactions/statement${query}`), {
    headers: person === undefined ? {} : { Cookie: person.cookie },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The statement's rows after the header, the test failing unless it is a 200 CSV with STATEMENT_COLUMNS. */
async function rowsOf(person: Person, query = ''): Promise<string[][]> {
  const answer = await statementOf(person, query);
  expect(answer.status, answer.text).toBe(200);
  const [header, ...rows] = parseCsv(answer.text);
  expect(header).toEqual([...STATEMENT_COLUMNS]);
  return rows;
}

/** RFC 4180 as csv-stringify writes it: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += character;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** "-12.50" → -1250. */
function centsOf(text: string): number {
  return text.startsWith('-') ? -dollarsToCents(text.slice(1)) : dollarsToCents(text);
}

/** Opening + every Amount = closing, and each Balance is the previous one plus its Amount; returns the closing. */
function expectReconciled(rows: string[][]): number {
  const opening = rows[0];
  const closing = rows.at(-1);
  expect(opening?.[2]).toBe('Opening balance');
  expect(closing?.[2]).toBe('Closing balance');
  let balance = centsOf(opening?.[8] ?? '');
  for (const line of rows.slice(1, -1)) {
    balance += centsOf(line[6] ?? '');
    expect(centsOf(line[8] ?? ''), `balance of ${line.join(',')}`).toBe(balance);
  }
  expect(centsOf(closing?.[8] ?? '')).toBe(balance);
  return balance;
}

/** The columns a test compares: Transaction ID, Type, Status, Description, Counterparty, Amount, Fee, Balance. */
const withoutDate = (rows: string[][]) => rows.map((row) => row.slice(1));

function moved(answer: JsonAnswer): TransactionJson {
  expect(answer.status, answer.body.message).toBeLessThan(300);
  return (answer.body.data as { transaction: TransactionJson }).transaction;
}

const send = (from: Person, to: Person, amount: number) =>
  moneyCall(api, from, 'POST', '/wallets/send-money', { receiverId: to.user.id, amount }, randomUUID());

/** YYYY-MM-DD of today in TIME_ZONE, by this machine's clock (the database's is the same one). */
function todayInZone(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Dates a journal (and its postings) this many seconds after the midnight that starts `day` in TIME_ZONE. */
async function dateAt(journalId: string, day: string, seconds: number): Promise<void> {
  const at = sql`(${day}::date::timestamp at time zone ${TIME_ZONE}) + make_interval(secs => ${seconds})`;
  await api.db.execute(sql`update postings set created_at = ${at} where journal_id = ${journalId}`);
  await api.db.execute(
    sql`update journals set created_at = ${at}, updated_at = ${at} where id = ${journalId}`,
  );
}

/** Moves a journal (and its postings) this many days into the past, as if it had been made then. */
async function backdate(journalId: string, days: number): Promise<void> {
  const shift = sql`make_interval(days => ${days})`;
  await api.db.execute(
    sql`update postings set created_at = created_at - ${shift} where journal_id = ${journalId}`,
  );
  await api.db.execute(
    sql`update journals set created_at = created_at - ${shift}, updated_at = updated_at - ${shift}
      where id = ${journalId}`,
  );
}

describe('GET /transactions/statement', () => {
  it('when money is added, sent both ways, withdrawn and cancelled, and cashed in, then each line is the wallet’s real movement and the statement reconciles', async () => {
    const sam = await signedInPerson(api, { name: 'Sam Sender' });
    const rita = await signedInPerson(api, { name: 'Rita Receiver' });
    const agent = await agentWithFloat(api, 1000, 'Andy Agent');
    const deposit = moved(await addMoney(api, sam, 200));
    const sent = moved(await send(sam, rita, 30));
    await addMoney(api, rita, 5);
    const received = moved(await send(rita, sam, 12.34));
    const withdrawal = moved(
      await moneyCall(api, sam, 'POST', '/wallets/withdraw', { amount: 50, method: 'bank' }, randomUUID()),
    );
    const cancelled = moved(await moneyCall(api, sam, 'PATCH', `/transactions/${withdrawal._id}/cancel`));
    const cashedIn = moved(await cashIn(api, agent, { userId: sam.user.id, amount: 100 }, randomUUID()));

    const samRows = await rowsOf(sam);

    expect(withoutDate(samRows)).toEqual([
      ['', 'Opening balance', '', '', '', '', '', '0.00'],
      [deposit._id, 'Deposited', 'Completed', '', '', '200.00', '0.00', '200.00'],
      [sent._id, 'Sent', 'Completed', '', 'Rita Receiver', '-30.00', '0.00', '170.00'],
      [received._id, 'Received', 'Completed', '', 'Rita Receiver', '12.34', '0.00', '182.34'],
      // The fee leaves with the amount and comes back with the refund.
      [withdrawal._id, 'Withdrawn', 'Cancelled', '', '', '-52.50', '2.50', '129.84'],
      [
        withdrawal._id,
        'Withdrawn',
        'Cancelled',
        'Refund: withdrawal cancelled',
        '',
        '52.50',
        '0.00',
        '182.34',
      ],
      [cashedIn._id, 'Cash In', 'Completed', '', 'Andy Agent', '100.00', '0.00', '282.34'],
      ['', 'Closing balance', '', '', '', '', '', '282.34'],
    ]);
    // Each line is dated when its postings were made: the refund when the withdrawal was cancelled.
    expect(samRows.slice(1, -1).map((row) => row[0])).toEqual([
      deposit.createdAt,
      sent.createdAt,
      received.createdAt,
      withdrawal.createdAt,
      cancelled.settledAt,
      cashedIn.createdAt,
    ]);
    expect(expectReconciled(samRows)).toBe(await balanceCentsOf(api, sam.walletId));

    // The agent's float out and commission in are one line: -100.00 + 0.50.
    const agentRows = await rowsOf(agent);
    expect(withoutDate(agentRows).slice(1, -1)).toEqual([
      [expect.any(String), 'Deposited', 'Completed', '', '', '1000.00', '0.00', '1000.00'],
      [cashedIn._id, 'Cash In', 'Completed', '', 'Sam Sender', '-99.50', '0.00', '900.50'],
    ]);
    expect(expectReconciled(agentRows)).toBe(await balanceCentsOf(api, agent.walletId));

    const ritaRows = await rowsOf(rita);
    expect(
      withoutDate(ritaRows)
        .slice(1, -1)
        .map((row) => row.slice(1, 6)),
    ).toEqual([
      ['Received', 'Completed', '', 'Sam Sender', '30.00'],
      ['Deposited', 'Completed', '', '', '5.00'],
      ['Sent', 'Completed', '', 'Sam Sender', '-12.34'],
    ]);
    expect(expectReconciled(ritaRows)).toBe(await balanceCentsOf(api, rita.walletId));
  });

  it('when the range starts after earlier movements, then the opening balance is the balance then, and an earlier range closes on it', async () => {
    const olga = await signedInPerson(api, { name: 'Olga Opening' });
    const old = moved(await addMoney(api, olga, 100));
    const older = moved(await addMoney(api, olga, 20));
    const recent = moved(await addMoney(api, olga, 50));
    await backdate(old._id, 10);
    await backdate(older._id, 6);
    const today = todayInZone();

    const current = await rowsOf(olga, `?from=${shiftDay(today, -2)}&to=${today}`);
    expect(withoutDate(current)).toEqual([
      ['', 'Opening balance', '', '', '', '', '', '120.00'],
      [recent._id, 'Deposited', 'Completed', '', '', '50.00', '0.00', '170.00'],
      ['', 'Closing balance', '', '', '', '', '', '170.00'],
    ]);

    const earlier = await rowsOf(olga, `?from=${shiftDay(today, -12)}&to=${shiftDay(today, -5)}`);
    expect(withoutDate(earlier).map((row) => row.slice(0, 1).concat(row.slice(-3)))).toEqual([
      ['', '', '', '0.00'],
      [old._id, '100.00', '0.00', '100.00'],
      [older._id, '20.00', '0.00', '120.00'],
      ['', '', '', '120.00'],
    ]);
    expectReconciled(earlier);
  });

  it('when a movement waited for the wallet across midnight (dated before it, written after a later one), then it lies in one day only, and that day closes on the next one’s opening', async () => {
    const mia = await signedInPerson(api, { name: 'Mia Midnight' });
    const early = moved(await addMoney(api, mia, 100));
    const afterMidnight = moved(await addMoney(api, mia, 20));
    const beforeMidnight = moved(await addMoney(api, mia, 3));
    const day = shiftDay(todayInZone(), -5);
    const nextDay = shiftDay(day, 1);
    await dateAt(early._id, day, 12 * 3600);
    await dateAt(afterMidnight._id, nextDay, 1);
    // Started a second before midnight, it got the wallet's lock (and its ids) only after the one above.
    await dateAt(beforeMidnight._id, day, 86_399);
    const idsIn = (rows: string[][]) => rows.slice(1, -1).map((row) => row[1]);

    const first = await rowsOf(mia, `?from=${day}&to=${day}`);
    const second = await rowsOf(mia, `?from=${nextDay}&to=${nextDay}`);

    expect([...idsIn(first), ...idsIn(second)]).toEqual([early._id, afterMidnight._id, beforeMidnight._id]);
    expect(second[0]?.[8]).toBe(first.at(-1)?.[8]);
    expect(expectReconciled(first)).toBe(12_300);
    expect(expectReconciled(second)).toBe(12_300);
    expect(idsIn(await rowsOf(mia, `?from=${day}&to=${nextDay}`))).toEqual(
      idsIn(first).concat(idsIn(second)),
    );
  });

  it('when the days are given, then the opening is dated at the first day’s midnight and the closing at the midnight after the last, in TZ_LIMITS', async () => {
    const dora = await signedInPerson(api, { name: 'Dora Dates' });
    await addMoney(api, dora, 10);

    // New York is on UTC−5 in January and UTC−4 in July.
    const answer = await statementOf(dora, '?from=2024-01-10&to=2024-07-10');
    expect(answer.status).toBe(200);
    expect(parseCsv(answer.text).slice(1)).toEqual([
      ['2024-01-10T05:00:00.000Z', '', 'Opening balance', '', '', '', '', '', '0.00'],
      ['2024-07-11T04:00:00.000Z', '', 'Closing balance', '', '', '', '', '', '0.00'],
    ]);
  });

  it('when filtered by type or status, then only those lines are listed and their balances stay the real ones', async () => {
    const fay = await signedInPerson(api, { name: 'Fay Filter' });
    const friend = await signedInPerson(api, { name: 'Fred Friend' });
    const first = moved(await addMoney(api, fay, 100));
    await send(fay, friend, 20);
    const second = moved(await addMoney(api, fay, 30));
    const withdrawal = moved(
      await moneyCall(api, fay, 'POST', '/wallets/withdraw', { amount: 10, method: 'card' }, randomUUID()),
    );
    moved(await moneyCall(api, fay, 'PATCH', `/transactions/${withdrawal._id}/cancel`));

    expect(withoutDate(await rowsOf(fay, '?type=deposit'))).toEqual([
      ['', 'Opening balance', '', '', '', '', '', '0.00'],
      [first._id, 'Deposited', 'Completed', '', '', '100.00', '0.00', '100.00'],
      [second._id, 'Deposited', 'Completed', '', '', '30.00', '0.00', '110.00'],
      ['', 'Closing balance', '', '', '', '', '', '110.00'],
    ]);
    expect(withoutDate(await rowsOf(fay, '?status=cancelled'))).toEqual([
      ['', 'Opening balance', '', '', '', '', '', '0.00'],
      [withdrawal._id, 'Withdrawn', 'Cancelled', '', '', '-13.00', '3.00', '97.00'],
      [
        withdrawal._id,
        'Withdrawn',
        'Cancelled',
        'Refund: withdrawal cancelled',
        '',
        '13.00',
        '0.00',
        '110.00',
      ],
      ['', 'Closing balance', '', '', '', '', '', '110.00'],
    ]);
    expect(withoutDate(await rowsOf(fay, '?type=send&status=completed')).slice(1, -1)).toEqual([
      [expect.any(String), 'Sent', 'Completed', '', 'Fred Friend', '-20.00', '0.00', '80.00'],
    ]);
    expect(withoutDate(await rowsOf(friend, '?type=receive')).slice(1, -1)).toHaveLength(1);
    expect(withoutDate(await rowsOf(fay, '?type=receive&status=pending'))).toEqual([
      ['', 'Opening balance', '', '', '', '', '', '0.00'],
      ['', 'Closing balance', '', '', '', '', '', '110.00'],
    ]);
  });

  it('when the postings span many keyset pages, then every page size gives the same rows, and a line split across two pages stays one', async () => {
    const agent = await agentWithFloat(api, 500, 'Paige Pages');
    const users = [await signedInPerson(api), await signedInPerson(api)];
    for (const [index, user] of [...users, ...users].entries()) {
      moved(await cashIn(api, agent, { userId: user.user.id, amount: 10 + index }, randomUUID()));
    }
    const query = parseStatementQuery({});
    const read = async (pageSize?: number) => {
      const statement = await openStatement(api.db, agent.user.id, query, {
        timeZone: TIME_ZONE,
        ...(pageSize === undefined ? {} : { pageSize }),
      });
      const rows: StatementRow[] = [];
      for await (const row of statement.rows) rows.push(row);
      return rows;
    };

    const whole = await read();
    // The deposit, four cash ins (two postings each: 9 postings), opening and closing.
    expect(whole).toHaveLength(7);
    expect(whole.map((row) => row[6])).toEqual(['', 50_000, -995, -1094, -1194, -1293, '']);
    for (const pageSize of [1, 2, 3, 8]) expect(await read(pageSize)).toEqual(whole);
    // The HTTP answer is the same rows.
    const csv = await rowsOf(agent);
    expect(csv.map((row) => row[1])).toEqual(whole.map((row) => row[1]));
    expect(expectReconciled(csv)).toBe(await balanceCentsOf(api, agent.walletId));
  });

  it('when a description would run as a spreadsheet formula or holds commas and quotes, then it is written as text', async () => {
    const ed = await signedInPerson(api, { name: 'Ed Escape' });
    const deposit = moved(await addMoney(api, ed, 10));
    // No call writes a description yet (only the demo data has them); the statement must be safe when one does.
    await api.db.execute(
      sql`update journals set description = ${'=HYPERLINK("http://x", "a, b")'} where id = ${deposit._id}`,
    );

    const answer = await statementOf(ed);
    expect(answer.text).toContain(`,"'=HYPERLINK(""http://x"", ""a, b"")",`);
    expect(parseCsv(answer.text)[2]?.[4]).toBe(`'=HYPERLINK("http://x", "a, b")`);
  });

  it('when a send was reversed, then the original names its reversal and the reversal its original, and the file reconciles', async () => {
    const alice = await signedInPerson(api, { name: 'Alice Mistaken' });
    const bob = await signedInPerson(api, { name: 'Bob Lucky' });
    const [adminA, adminB] = await Promise.all([
      signedInPerson(api, { role: 'admin', name: 'Ada Proposer' }),
      signedInPerson(api, { role: 'admin', name: 'Bea Approver' }),
    ]);
    moved(await addMoney(api, alice, 100));
    const send = moved(
      await moneyCall(
        api,
        alice,
        'POST',
        '/wallets/send-money',
        { receiverId: bob.user.id, amount: 40 },
        randomUUID(),
      ),
    );
    const proposal = await moneyCall(api, adminA, 'POST', '/reversals', {
      transactionId: send._id,
      amount: 15,
      reason: 'Sent to the wrong person',
    });
    const proposalId = (proposal.body.data as { _id: string })._id;
    const approval = await moneyCall(api, adminB, 'PATCH', `/reversals/${proposalId}/approve`);
    expect(approval.status).toBe(200);
    const reversalId = (approval.body.data as { reversalTransactionId: string }).reversalTransactionId;

    for (const person of [alice, bob]) {
      const rows = await rowsOf(person);
      expectReconciled(rows);
      expect(rows.find((row) => row[1] === send._id)?.[4]).toBe(`Reversed by ${reversalId}`);
      expect(rows.find((row) => row[1] === reversalId)?.slice(2, 5)).toEqual([
        'Reversal',
        'Completed',
        `Reversal of ${send._id}: Sent to the wrong person`,
      ]);
    }
  });

  it('when it answers, then it is a CSV attachment named after its days that no cache keeps', async () => {
    const hal = await signedInPerson(api, { name: 'Hal Headers' });

    const answer = await statementOf(hal, '?from=2025-03-01&to=2025-03-31');

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="wallet-statement-2025-03-01-to-2025-03-31.csv"',
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('when days are left out, then the range defaults to the last 30 days, or 30 days on from the given one capped at today', async () => {
    const dee = await signedInPerson(api, { name: 'Dee Default' });
    const today = todayInZone();
    const fileName = async (query: string) =>
      (await statementOf(dee, query)).headers.get('content-disposition')?.match(/filename="(.*)"/)?.[1];

    expect(await fileName('')).toBe(`wallet-statement-${shiftDay(today, -30)}-to-${today}.csv`);
    expect(await fileName('?from=&to=')).toBe(`wallet-statement-${shiftDay(today, -30)}-to-${today}.csv`);
    expect(await fileName('?from=2024-02-01')).toBe('wallet-statement-2024-02-01-to-2024-03-02.csv');
    expect(await fileName(`?from=${shiftDay(today, -5)}`)).toBe(
      `wallet-statement-${shiftDay(today, -5)}-to-${today}.csv`,
    );
    expect(await fileName('?to=2024-03-31')).toBe('wallet-statement-2024-03-01-to-2024-03-31.csv');
    // A whole leap year is 366 days, the most a statement covers.
    expect(await fileName('?from=2024-01-01&to=2024-12-31')).toBe(
      'wallet-statement-2024-01-01-to-2024-12-31.csv',
    );
    expect(await fileName('?from=2025-06-01&to=2025-06-01')).toBe(
      'wallet-statement-2025-06-01-to-2025-06-01.csv',
    );
  });

  it('when the query is malformed, then each case answers 400 with its message and field, as JSON', async () => {
    const ivy = await signedInPerson(api, { name: 'Ivy Invalid' });
    const cases: [string, string, string][] = [
      ['?from=2024-1-05', settingsMessages.statementFromInvalid, 'from'],
      ['?from=20240105', settingsMessages.statementFromInvalid, 'from'],
      ['?from=2024-02-30', settingsMessages.statementFromInvalid, 'from'],
      ['?from=2023-02-29', settingsMessages.statementFromInvalid, 'from'],
      ['?from=2024-13-01', settingsMessages.statementFromInvalid, 'from'],
      ['?from=0000-01-01', settingsMessages.statementFromInvalid, 'from'],
      ['?from=yesterday', settingsMessages.statementFromInvalid, 'from'],
      ['?from=2024-01-01&from=2024-01-02', settingsMessages.statementFromInvalid, 'from'],
      ['?from=2024-01-01T00:00:00Z', settingsMessages.statementFromInvalid, 'from'],
      ['?to=2024-04-31', settingsMessages.statementToInvalid, 'to'],
      ['?from=2024-01-01&to=soon', settingsMessages.statementToInvalid, 'to'],
      ['?from=2024-03-02&to=2024-03-01', settingsMessages.statementEndsBeforeStart, 'to'],
      // From a day after today, the default last day (today) is before it.
      [`?from=${shiftDay(todayInZone(), 2)}`, settingsMessages.statementEndsBeforeStart, 'to'],
      ['?from=2024-01-01&to=2025-01-01', settingsMessages.statementTooLong, 'to'],
      ['?from=2023-01-01&to=2024-12-31', settingsMessages.statementTooLong, 'to'],
      ['?type=transfer', historyQueryMessages.type, 'type'],
      ['?type=SEND', historyQueryMessages.type, 'type'],
      ['?status=done', historyQueryMessages.status, 'status'],
    ];

    for (const [query, message, field] of cases) {
      const answer = await statementOf(ivy, query);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect({ query, status: answer.status, body: JSON.parse(answer.text) as unknown }).toEqual({
        query,
        status: 400,
        body: { success: false, message, data: { code: 'VALIDATION_FAILED', field } },
      });
    }
    expect(settingsMessages.statementTooLong).toBe('A statement can cover at most 366 days');
  });

  it('when an admin or nobody asks, then it answers 403 and 401', async () => {
    const admin = await signedInPerson(api, { role: 'admin', name: 'Ada Admin' });
    const refused = await statementOf(admin);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await statementOf(undefined)).status).toBe(401);
  });
});
