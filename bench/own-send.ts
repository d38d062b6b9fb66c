// The pgbench script of "our own send statement": what the api sends PostgreSQL for one POST /wallets/send-money,
// run by pgbench straight on the api's database with no api between: the limit of our design. Every statement here
// was read from the server's statement log of one real send (log_statement = all); only the values are pgbench
// variables or constants. It is written to a file and run with `pgbench -f` (pgbench.ts).
//
// SEND is the one call of wallet_send the api makes today; SEND_AS_STATEMENTS keeps the statements of the send before
// it (issue 17) for comparison.

/** One cent, as the REST and GraphQL loads send. */
const AMOUNT_CENTS = 1;

/**
 * Sender and receiver of this transaction, chosen as the HTTP loads choose them: client c sends from person c to a
 * random other; their ids are looked up by e-mail (the bench's people are bench-<k>@bench.local). This lookup is the
 * one statement the api does not make: it costs pgbench one indexed read per send.
 */
const PARTIES = [
  String.raw`\set sender_k :client_id % :people`,
  String.raw`\set receiver_k (:sender_k + random(1, :people - 1)) % :people`,
  String.raw`select s.id as sender_id, sw.id as sender_wallet, r.id as receiver_id, rw.id as receiver_wallet
  from users s join wallets sw on sw.user_id = s.id, users r join wallets rw on rw.user_id = r.id
  where lower(s.email) = 'bench-' || :sender_k || '@bench.local'
    and lower(r.email) = 'bench-' || :receiver_k || '@bench.local' \gset`,
];

/** The stored answer: the size and shape of the api's 201 (≈ 1.3 kB of JSON), no ":" before a word (pgbench's variables). */
const ANSWER = JSON.stringify({
  data: {
    wallet: {
      _id: '179cdb6f-75d5-45a5-951f-d4472beb1a0f',
      limits: {
        dailyCount: 1000000,
        dailyAmount: 10000000000,
        monthlyCount: 1000000,
        monthlyAmount: 10000000000,
        dailyRemainingCount: 999999,
        dailyRemainingAmount: 9999999999.99,
        monthlyRemainingCount: 999999,
        monthlyRemainingAmount: 9999999999.99,
      },
      userId: '48386362-9ed9-4231-b421-94d7abc27369',
      balance: 999.99,
      createdAt: '2026-11-26T14.53.08.777Z',
      isBlocked: false,
      updatedAt: '2026-11-26T14.53.09.775Z',
      lastDailyReset: '2026-11-26T14.53.08.777Z',
      dailySpentAmount: 0.01,
      lastMonthlyReset: '2026-11-26T14.53.08.777Z',
      monthlySpentAmount: 0.01,
      dailyTransactionCount: 1,
      monthlyTransactionCount: 1,
    },
    transaction: {
      _id: 'd3c90365-4076-4a3d-bc67-f2cc6598c94c',
      fee: 0,
      type: 'send',
      amount: 0.01,
      method: null,
      sender: { _id: '48386362-9ed9-4231-b421-94d7abc27369', name: 'Bench Person 0' },
      status: 'completed',
      userId: '48386362-9ed9-4231-b421-94d7abc27369',
      refunded: 0,
      walletId: '179cdb6f-75d5-45a5-951f-d4472beb1a0f',
      createdAt: '2026-11-26T14.53.09.775Z',
      direction: 'debit',
      recipient: { _id: '6dbb12f7-9c6c-4599-b5e3-2463f03b011c', name: 'Bench Person 1' },
      settledAt: null,
      updatedAt: '2026-11-26T14.53.09.775Z',
      commission: 0,
      description: null,
      failureReason: null,
    },
  },
  message: 'Successfully sent $0.01 to Bench Person 1',
  success: true,
}).replace(/":/g, '": ');

/** A receipt's text and HTML, about the size of the api's (mail/receipt-mails.ts). */
const RECEIPT_TEXT =
  'Hello Bench Person 0,\n\nYou sent $0.01 to Bench Person 1.\nYour balance is now $999,999.99.\n\n' +
  'Transaction reference d3c90365-4076-4a3d-bc67-f2cc6598c94c.\n\nIf this was not you, sign in and change your ' +
  'password now, then contact us.\n\nWallet';
const RECEIPT_HTML = `<!doctype html><html><body style="font-family: sans-serif">${'<p>'.concat(
  RECEIPT_TEXT.split('\n\n').join('</p><p>'),
  '</p>',
)}<p style="color: #666">You get this mail because of a movement on your wallet.</p></body></html>`;

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The send before wallet_send (issue 17), statement for statement as api/src/wallets/send-money.ts and its helpers issue it: claim the
 * idempotency key, lock both wallets in id order, the journal with its postings, the two balance updates, the
 * answer read back (transaction and wallet views) and stored, commit; then, after the answer, the recipients'
 * preferences and one receipt each in the outbox. The session lookup that precedes every request is not here.
 */
export const SEND_AS_STATEMENTS: readonly string[] = [
  'begin;',
  String.raw`insert into idempotency_keys (user_id, key, fingerprint, response_status, response_body, created_at, expires_at)
  values (:sender_id, gen_random_uuid()::text, 'bench', default, default, default, now() + make_interval(secs => 86400))
  on conflict (user_id, key) do nothing returning key as idempotency_key \gset`,
  `select w.id, w.user_id, u.name, u.role, u.is_email_verified, u.closed_at, w.balance_cents, w.is_blocked,
    w.daily_spent_cents, w.daily_transaction_count, w.monthly_spent_cents, w.monthly_transaction_count,
    w.last_daily_reset, w.last_monthly_reset, date_trunc('day', now(), 'UTC'), date_trunc('month', now(), 'UTC')
  from wallets w inner join users u on u.id = w.user_id
  where w.user_id in (:sender_id, :receiver_id) order by w.id for no key update of w;`,
  String.raw`with journal as (
    insert into journals (kind, status, amount_cents, fee_cents, commission_cents, method, initiated_by,
      from_wallet_id, to_wallet_id, idempotency_key, description)
    values ('send', 'completed', ${AMOUNT_CENTS}, 0, 0, null, :sender_id, :sender_wallet, :receiver_wallet,
      :idempotency_key, null)
    returning id
  )
  insert into postings (journal_id, account_id, amount_cents)
  select journal.id, line.account_id, line.amount_cents
  from journal, (values (:sender_wallet::uuid, ${-AMOUNT_CENTS}::bigint), (:receiver_wallet::uuid, ${AMOUNT_CENTS}::bigint))
    as line (account_id, amount_cents)
  returning journal_id \aset`,
  `update wallets set balance_cents = wallets.balance_cents - ${AMOUNT_CENTS},
    daily_spent_cents = wallets.daily_spent_cents + ${AMOUNT_CENTS},
    daily_transaction_count = wallets.daily_transaction_count + 1,
    monthly_spent_cents = wallets.monthly_spent_cents + ${AMOUNT_CENTS},
    monthly_transaction_count = wallets.monthly_transaction_count + 1,
    last_daily_reset = wallets.last_daily_reset, last_monthly_reset = wallets.last_monthly_reset, updated_at = now()
  where wallets.id = :sender_wallet returning balance_cents;`,
  `update wallets set balance_cents = wallets.balance_cents + ${AMOUNT_CENTS}, updated_at = now()
  where wallets.id = :receiver_wallet returning balance_cents;`,
  `select j.id, j.kind, j.status, j.amount_cents, j.fee_cents, j.commission_cents, j.initiated_by, j.method,
    j.description, j.from_wallet_id, j.to_wallet_id, fw.user_id, fu.name, fu.email, tw.user_id, tu.name, tu.email,
    j.created_at, j.updated_at, j.settled_at, j.failure_reason
  from journals j
  left join wallets fw on fw.id = j.from_wallet_id left join users fu on fu.id = fw.user_id
  left join wallets tw on tw.id = j.to_wallet_id left join users tu on tu.id = tw.user_id
  where j.id = :journal_id and (fw.user_id = :sender_id or tw.user_id = :sender_id);`,
  `select w.id, w.user_id, u.name, u.role, u.is_email_verified, u.closed_at, w.balance_cents, w.is_blocked,
    w.daily_spent_cents, w.daily_transaction_count, w.monthly_spent_cents, w.monthly_transaction_count,
    w.last_daily_reset, w.last_monthly_reset, w.created_at, w.updated_at,
    date_trunc('day', now(), 'UTC'), date_trunc('month', now(), 'UTC')
  from wallets w inner join users u on u.id = w.user_id where w.user_id = :sender_id;`,
  `update idempotency_keys set response_status = 201, response_body = ${quote(ANSWER)}::jsonb
  where user_id = :sender_id and key = :idempotency_key;`,
  'commit;',
  `select id, name, email, closed_at, notify_transactions, notify_security, notify_marketing from users
  where users.id in (:sender_id, :receiver_id);`,
  `insert into outbox (id, "to", subject, text, html, created_at) values (default, 'bench-sender@bench.local',
    'Wallet receipt: you sent $0.01 to Bench Person 1', ${quote(RECEIPT_TEXT)}, ${quote(RECEIPT_HTML)}, default);`,
  `insert into outbox (id, "to", subject, text, html, created_at) values (default, 'bench-receiver@bench.local',
    'Wallet receipt: you received $0.01 from Bench Person 0', ${quote(RECEIPT_TEXT)}, ${quote(RECEIPT_HTML)}, default);`,
];

/**
 * The send as the api makes it now: one call of wallet_send (api/drizzle/0007_send_money_function.sql) with a fresh
 * idempotency key, the bench api's limits (bench/api-process.ts, in cents) and UTC days, as the REST load does.
 */
const BENCH_LIMITS = JSON.stringify({
  user: [1_000_000_000_000, 1_000_000, 1_000_000_000_000, 1_000_000],
  agent: [1_000_000_000_000, 1_000_000, 1_000_000_000_000, 1_000_000],
});
export const SEND_AS_ONE_CALL: readonly string[] = [
  `select wallet_send(:sender_id, :receiver_id, ${AMOUNT_CENTS}, gen_random_uuid()::text, 'bench', 'UTC', ${quote(BENCH_LIMITS)}::jsonb);`,
];

/** What the own-statement phase runs per transaction: one call, as the api sends it (SEND_AS_STATEMENTS was before). */
export const SEND: readonly string[] = SEND_AS_ONE_CALL;

/** The whole pgbench script; `people` (-D people=N) people named bench-0 … bench-(N-1). */
export function ownSendScript(send: readonly string[] = SEND): string {
  const script = [...PARTIES, ...send].join('\n');
  // pgbench reads ":word" anywhere, quotes included, as a variable: only ours may appear.
  const known = new Set([
    'client_id',
    'people',
    'sender_k',
    'receiver_k',
    'sender_id',
    'sender_wallet',
    'receiver_id',
    'receiver_wallet',
    'idempotency_key',
    'journal_id',
  ]);
  for (const match of script.matchAll(/(?<!:):([A-Za-z_][A-Za-z0-9_]*)/g)) {
    const name = match[1] ?? '';
    if (!known.has(name)) throw new Error(`the own-send script reads an unknown pgbench variable :${name}`);
  }
  return `${script}\n`;
}
