// The tables of the system of record. Money columns are bigint cents; drizzle-kit generates the SQL migrations from this file.
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * Live updates (docs/live.md): journals, money requests and wallets carry the value of this one sequence taken when a
 * row is written that someone watching should hear about; each api instance polls for values it has not seen.
 */
export const liveEventsSeq = pgSequence('live_events_seq');
/** A journal or money request takes the next value when inserted (and, by trigger, when its status changes). */
const liveSeqOnInsert = () => bigint('live_seq', { mode: 'number' }).default(sql`nextval('live_events_seq')`);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    role: text('role', { enum: ['user', 'agent', 'admin'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(false),
    /** Set when the person closed their account (docs/settings.md): sign-in refused, e-mail kept, ledger kept. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Notification preferences (docs/settings.md): receipts, security mail, marketing. */
    notifyTransactions: boolean('notify_transactions').notNull().default(true),
    notifySecurity: boolean('notify_security').notNull().default(true),
    notifyMarketing: boolean('notify_marketing').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    index('users_role_created_idx').on(table.role, table.createdAt),
    // The admin lists (docs/admin.md): all accounts newest first, and wallets sorted by their owner's name.
    index('users_created_idx').on(table.createdAt, table.id),
    index('users_name_idx').on(table.name),
    // The admin searches (docs/admin.md) match any part of a name or e-mail (ILIKE '%…%'): trigram indexes
    // (pg_trgm, created by the migration) find the matches without reading every account.
    index('users_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    check('users_role_check', sql`${table.role} in ('user', 'agent', 'admin')`),
  ],
);

/** Every wallet and every platform account (funding, payouts, payouts_pending, fees, commissions) is a ledger account. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', {
      enum: ['wallet', 'funding', 'payouts', 'payouts_pending', 'fees', 'commissions'],
    }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'ledger_accounts_kind_check',
      sql`${table.kind} in ('wallet', 'funding', 'payouts', 'payouts_pending', 'fees', 'commissions')`,
    ),
    // One row per platform account; any number of wallet accounts.
    uniqueIndex('ledger_accounts_platform_unique')
      .on(table.kind)
      .where(sql`${table.kind} <> 'wallet'`),
  ],
);

/** A wallet is a ledger account that carries a locked balance; its id is its ledger account's id. */
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => ledgerAccounts.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    balanceCents: cents('balance_cents').notNull().default(0),
    isBlocked: boolean('is_blocked').notNull().default(false),
    dailySpentCents: cents('daily_spent_cents').notNull().default(0),
    dailyTransactionCount: integer('daily_transaction_count').notNull().default(0),
    monthlySpentCents: cents('monthly_spent_cents').notNull().default(0),
    monthlyTransactionCount: integer('monthly_transaction_count').notNull().default(0),
    lastDailyReset: timestamp('last_daily_reset', { withTimezone: true }).notNull().defaultNow(),
    lastMonthlyReset: timestamp('last_monthly_reset', { withTimezone: true }).notNull().defaultNow(),
    // The owner froze it (docs/freeze-and-limits.md): no money leaves, money still comes in. Distinct from is_blocked
    // (an admin's decision: nothing in, nothing out). Checked under the row lock by the trigger wallets_personal_guard.
    isFrozen: boolean('is_frozen').notNull().default(false),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    // The owner's own spending limits, at or below the platform's; null: the platform's. A raise (or a clearing)
    // waits 24 hours as pending_* (its value, null meaning the platform's, and the moment it applies).
    personalDailyLimitCents: cents('personal_daily_limit_cents'),
    personalMonthlyLimitCents: cents('personal_monthly_limit_cents'),
    pendingDailyLimitCents: cents('pending_daily_limit_cents'),
    pendingDailyLimitAt: timestamp('pending_daily_limit_at', { withTimezone: true }),
    pendingMonthlyLimitCents: cents('pending_monthly_limit_cents'),
    pendingMonthlyLimitAt: timestamp('pending_monthly_limit_at', { withTimezone: true }),
    /**
     * Live updates (docs/live.md): set by the code that changes a wallet's controls (freeze, personal limits, block),
     * never by a money movement (its balance update stays HOT and takes no sequence value).
     */
    liveSeq: bigint('live_seq', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('wallets_user_unique').on(table.userId),
    // The admin wallet list's default order (docs/admin.md), with the wallet id as its tie-break. No index on the
    // balance: every money movement changes it, and an index on it would cost each one its HOT update; the admin
    // balance sort scans the wallets instead (tens of ms at 100,000 wallets).
    index('wallets_created_idx').on(table.createdAt, table.id),
    index('wallets_live_seq_idx').on(table.liveSeq),
    // The few blocked wallets (docs/admin.md): the users summary's blocked count and the wallet list's blocked
    // filter read these instead of every wallet. A send changes neither column, so its balance update stays HOT.
    index('wallets_blocked_idx')
      .on(table.userId)
      .where(sql`${table.isBlocked}`),
    // The admin wallet search also matches any part of the wallet id's text; the id never changes, so a send's
    // balance update stays HOT.
    index('wallets_id_trgm_idx').using('gin', sql`(${table.id}::text) gin_trgm_ops`),
    check('wallets_balance_non_negative', sql`${table.balanceCents} >= 0`),
  ],
);

/** One money movement. Its postings sum to zero. */
export const journals = pgTable(
  'journals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', {
      enum: ['deposit', 'send', 'withdraw', 'cash_in', 'cash_out', 'reversal'],
    }).notNull(),
    status: text('status', { enum: ['completed', 'pending', 'failed', 'cancelled'] }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    feeCents: cents('fee_cents').notNull().default(0),
    /** What the initiating agent earned from the commissions account on a cash in or cash out; 0 otherwise. */
    commissionCents: cents('commission_cents').notNull().default(0),
    initiatedBy: uuid('initiated_by'),
    fromWalletId: uuid('from_wallet_id'),
    toWalletId: uuid('to_wallet_id'),
    /** The initiator's Idempotency-Key, for tracing; idempotency_keys enforces it (keys expire, then may be reused). */
    idempotencyKey: text('idempotency_key'),
    description: text('description'),
    /** bank or card for a withdrawal; null for every other kind. */
    method: text('method', { enum: ['bank', 'card'] }),
    /** When a withdrawal was settled, failed or cancelled. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    /**
     * A reversal (docs/reversals.md) names the send, cash in or cash out it moves back; null for every other kind.
     * No foreign key, as journals carry none (migration 0017_send_lean); `npm run ledger:check` checks it.
     */
    reversesJournalId: uuid('reverses_journal_id'),
    /** Live updates (docs/live.md): set on insert and on every status change; null on journals from before 0023. */
    liveSeq: liveSeqOnInsert(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('journals_amount_positive', sql`${table.amountCents} > 0`),
    check('journals_fee_non_negative', sql`${table.feeCents} >= 0`),
    check('journals_commission_non_negative', sql`${table.commissionCents} >= 0`),
    // Only an agent's cash in or cash out earns a commission.
    check(
      'journals_commission_kind',
      sql`${table.kind} in ('cash_in', 'cash_out', 'reversal') or ${table.commissionCents} = 0`,
    ),
    check(
      'journals_kind_check',
      sql`${table.kind} in ('deposit', 'send', 'withdraw', 'cash_in', 'cash_out', 'reversal')`,
    ),
    // A reversal always names the journal it reverses, and nothing else does.
    check(
      'journals_reversal_names_original',
      sql`(${table.kind} = 'reversal') = (${table.reversesJournalId} is not null)`,
    ),
    // The reversals of a transaction, for its details and for the sum already reversed.
    index('journals_reverses_idx')
      .on(table.reversesJournalId)
      .where(sql`${table.reversesJournalId} is not null`),
    check('journals_status_check', sql`${table.status} in ('completed', 'pending', 'failed', 'cancelled')`),
    check('journals_method_check', sql`${table.method} in ('bank', 'card')`),
    // A withdrawal always names its method, and nothing else has one.
    check('journals_withdraw_method', sql`(${table.kind} = 'withdraw') = (${table.method} is not null)`),
    index('journals_created_idx').on(table.createdAt, table.id),
    index('journals_live_seq_idx').on(table.liveSeq),
    index('journals_from_wallet_created_idx').on(table.fromWalletId, table.createdAt, table.id),
    index('journals_to_wallet_created_idx').on(table.toWalletId, table.createdAt, table.id),
    // The admin transaction list filtered by type or by status (docs/admin.md), newest first.
    index('journals_kind_created_idx').on(table.kind, table.createdAt, table.id),
    index('journals_status_created_idx').on(table.status, table.createdAt, table.id),
    // The payout processor's queue: pending withdrawals, oldest first.
    index('journals_pending_withdrawals_idx')
      .on(table.createdAt)
      .where(sql`${table.kind} = 'withdraw' and ${table.status} = 'pending'`),
  ],
);

/**
 * A journal's lines. No foreign keys and no index on journal_id (docs/money.md, "What a send costs the database"):
 * postings are written only with their journal, on accounts the writer has just locked or that are never deleted,
 * and no request reads them by journal; each key cost every posting a lookup and a row lock, the index an insert.
 * `npm run ledger:check` asserts that every posting has its journal and its account.
 */
export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    journalId: uuid('journal_id').notNull(),
    accountId: uuid('account_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('postings_amount_non_zero', sql`${table.amountCents} <> 0`),
    // A wallet's statement pages along it (transactions/statement.repository.ts); platform balances sum by it.
    index('postings_account_idx').on(table.accountId, table.id),
  ],
);

/**
 * Journals counted and summed per calendar day of a time zone (TZ_LIMITS), kind and status, for the admin figures
 * and the admin transaction list's summary (api/src/stats/journal-rollup.ts, api/src/ledger/journal-totals.ts):
 * kept by a background job, never by a money movement, and covering only the journals created before
 * journal_rollups.rolled_up_to, all of them settled (none pending) when rolled up.
 */
export const journalDailyTotals = pgTable(
  'journal_daily_totals',
  {
    timeZone: text('time_zone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    journalCount: bigint('journal_count', { mode: 'number' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.timeZone, table.day, table.kind, table.status] })],
);

/** How far journal_daily_totals reaches for each time zone: every journal created before this instant. */
export const journalRollups = pgTable('journal_rollups', {
  timeZone: text('time_zone').primaryKey(),
  rolledUpTo: timestamp('rolled_up_to', { withTimezone: true }).notNull(),
});

/**
 * Every run of the ledger check (api/src/books/ledger-checks.ts, docs/ledger.md), on demand by an admin
 * (requested_by) or by the api's schedule (requested_by null): when it started, how long it took, whether the
 * ledger was sound and, when not, each breach with the journals it names.
 */
export const ledgerChecks = pgTable(
  'ledger_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    ok: boolean('ok').notNull(),
    /** [{ "description": "…", "journalIds": ["…"] }], empty when ok. */
    breaches: jsonb('breaches').$type<{ description: string; journalIds: string[] }[]>().notNull(),
    requestedBy: uuid('requested_by').references(() => users.id),
  },
  (table) => [
    check('ledger_checks_duration_ms_check', sql`${table.durationMs} >= 0`),
    index('ledger_checks_started_idx').on(table.startedAt, table.id),
  ],
);

/**
 * One Idempotency-Key per person: the fingerprint of the request that first used it and the answer it got,
 * written in the same transaction as the money movement, so a retry finds either nothing or the committed answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 (hex) of the method, path and canonical JSON body. */
    fingerprint: text('fingerprint').notNull(),
    /** Null only inside the transaction that claimed the key; a committed row always has its answer. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [table.userId, table.key] }),
    check('idempotency_keys_key_length', sql`char_length(${table.key}) between 1 and 255`),
    index('idempotency_keys_expires_idx').on(table.expiresAt),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/** A signed-in browser. Only the SHA-256 of the cookie's token is kept, so a leaked table signs no one in. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    /** "Remember me": a fixed 30-day life; otherwise the session ends after 12 hours without use. */
    remember: boolean('remember').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

/** One-time codes sent by e-mail, kept as an HMAC so the table alone does not reveal them. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_codes_user_purpose_idx').on(table.userId, table.purpose),
    check('email_codes_purpose_check', sql`${table.purpose} in ('verify_email', 'reset_password')`),
    check('email_codes_attempts_non_negative', sql`${table.attempts} >= 0`),
  ],
);

/** Mail written here instead of sent when no SMTP_URL is set, so a local user can read their codes. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_created_idx').on(table.createdAt)],
);

/**
 * The transactional outbox of receipts (docs/money.md): a money function writes one row per party who wants a
 * receipt, in the transaction that moves the money; the mailer sends it after the commit and deletes it. A
 * rolled-back movement leaves no row, so it sends nothing; a row a crash left behind is sent by the sweeper.
 */
export const receiptOutbox = pgTable('receipt_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The Receipt (mail/receipt-mails.ts) with the recipient's address and name: all a mail needs. */
  receipt: jsonb('receipt').notNull(),
  createdAt: createdAt(),
});

/** Secrets the server generates once and keeps across restarts, such as the key for e-mail code hashes. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * A user's consent to one cash out (docs/agents.md): a 6-digit code kept as an HMAC, good for one cash out of at
 * most max_amount_cents until expires_at, dead after too many wrong tries. At most one live code per user.
 */
export const cashOutCodes = pgTable(
  'cash_out_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    maxAmountCents: cents('max_amount_cents').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong tries so far; the try after the last allowed one voids the code. */
    attempts: integer('attempts').notNull().default(0),
    /** Set by the cash out that used the code. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Set when a newer code replaced it or too many wrong tries killed it. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('cash_out_codes_max_amount_positive', sql`${table.maxAmountCents} > 0`),
    check('cash_out_codes_attempts_non_negative', sql`${table.attempts} >= 0`),
    uniqueIndex('cash_out_codes_one_live_per_user')
      .on(table.userId)
      .where(sql`${table.consumedAt} is null and ${table.voidedAt} is null`),
  ],
);

/** Who did what to whom, when and why: admins' decisions on agents and wallets, and a person's own account closing and two-factor changes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action', {
      enum: [
        'agent.approve',
        'agent.suspend',
        'wallet.block',
        'wallet.unblock',
        'account.close',
        'two_factor.enable',
        'two_factor.disable',
        'ledger.check',
        'wallet.freeze',
        'wallet.unfreeze',
        'wallet.personal_limits',
        'dispute.investigate',
        'dispute.resolve',
        'dispute.reject',
        'reversal.propose',
        'reversal.approve',
        'reversal.reject',
      ],
    }).notNull(),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id),
    targetWalletId: uuid('target_wallet_id').references(() => wallets.id),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'audit_log_action_check',
      sql`${table.action} in ('agent.approve', 'agent.suspend', 'wallet.block', 'wallet.unblock', 'account.close', 'two_factor.enable', 'two_factor.disable', 'ledger.check', 'wallet.freeze', 'wallet.unfreeze', 'wallet.personal_limits', 'dispute.investigate', 'dispute.resolve', 'dispute.reject', 'reversal.propose', 'reversal.approve', 'reversal.reject')`,
    ),
    check('audit_log_reason_length', sql`char_length(${table.reason}) <= 500`),
    index('audit_log_created_idx').on(table.createdAt, table.id),
    index('audit_log_target_user_created_idx').on(table.targetUserId, table.createdAt),
  ],
);

/**
 * A person's authenticator-app secret (RFC 6238, docs/settings.md), encrypted with AES-256-GCM under a key in
 * app_secrets. enabled_at is null while the enrolment waits for its first code.
 */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last 30-second time step whose code was accepted: a code is good once. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Ten single-use codes for signing in without the authenticator app, kept as HMACs. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/** Browsers a person has signed in from (a random id in a long-lived cookie, kept as its SHA-256). */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    deviceHash: text('device_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'known_devices_pkey', columns: [table.userId, table.deviceHash] })],
);

/**
 * A person's request for money from another (docs/requests.md): the requester asks the payer for an amount with a
 * note. `pending` until paid (money_request_pay: the send and this row change in one transaction), declined by the
 * payer or cancelled by the requester; a pending request past expires_at reads as expired. paid_journal_id is the
 * send that paid it.
 */
export const moneyRequests = pgTable(
  'money_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id),
    payerId: uuid('payer_id')
      .notNull()
      .references(() => users.id),
    amountCents: cents('amount_cents').notNull(),
    note: text('note'),
    status: text('status', { enum: ['pending', 'paid', 'declined', 'cancelled'] })
      .notNull()
      .default('pending'),
    paidJournalId: uuid('paid_journal_id').references(() => journals.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was paid, declined or cancelled. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Live updates (docs/live.md): set on insert and on every status change. */
    liveSeq: liveSeqOnInsert(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('money_requests_live_seq_idx').on(table.liveSeq),
    check('money_requests_amount_positive', sql`${table.amountCents} > 0`),
    check('money_requests_not_to_self', sql`${table.requesterId} <> ${table.payerId}`),
    check(
      'money_requests_status_check',
      sql`${table.status} in ('pending', 'paid', 'declined', 'cancelled')`,
    ),
    // Paid exactly when a send paid it.
    check(
      'money_requests_paid_has_journal',
      sql`(${table.status} = 'paid') = (${table.paidJournalId} is not null)`,
    ),
    uniqueIndex('money_requests_paid_journal_unique').on(table.paidJournalId),
    // The two lists (incoming, outgoing), newest first, and the requester's count of open requests.
    index('money_requests_payer_created_idx').on(table.payerId, table.createdAt, table.id),
    index('money_requests_requester_created_idx').on(table.requesterId, table.createdAt, table.id),
    index('money_requests_requester_pending_idx')
      .on(table.requesterId, table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** A person (blocker) who takes no more requests from another (blocked) (docs/requests.md). */
export const moneyRequestBlocks = pgTable(
  'money_request_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.blockerId, table.blockedId] })],
);

/**
 * A person's report of a problem with one of their transactions (docs/disputes.md): the reason and their note, and
 * the status admins move it through (open → investigating → resolved or rejected). At most one open or
 * investigating dispute per person and transaction.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => journals.id),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason', {
      enum: ['wrong_recipient', 'not_received', 'unauthorized', 'other'],
    }).notNull(),
    note: text('note'),
    status: text('status', { enum: ['open', 'investigating', 'resolved', 'rejected'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'disputes_reason_check',
      sql`${table.reason} in ('wrong_recipient', 'not_received', 'unauthorized', 'other')`,
    ),
    check('disputes_status_check', sql`${table.status} in ('open', 'investigating', 'resolved', 'rejected')`),
    check('disputes_note_length', sql`char_length(${table.note}) <= 500`),
    // "Other" says what it is.
    check('disputes_other_has_note', sql`${table.reason} <> 'other' or ${table.note} is not null`),
    uniqueIndex('disputes_open_unique')
      .on(table.transactionId, table.reporterId)
      .where(sql`${table.status} in ('open', 'investigating')`),
    // The admin queue (optionally by status), and a person's own list, newest first.
    index('disputes_created_idx').on(table.createdAt, table.id),
    index('disputes_status_created_idx').on(table.status, table.createdAt, table.id),
    index('disputes_reporter_created_idx').on(table.reporterId, table.createdAt, table.id),
  ],
);

/** A dispute's history: the report itself, then each admin status change with its note. */
export const disputeNotes = pgTable(
  'dispute_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['open', 'investigating', 'resolved', 'rejected'] }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'dispute_notes_status_check',
      sql`${table.status} in ('open', 'investigating', 'resolved', 'rejected')`,
    ),
    check('dispute_notes_note_length', sql`char_length(${table.note}) <= 500`),
    index('dispute_notes_dispute_idx').on(table.disputeId, table.id),
  ],
);

/**
 * An admin's proposal to reverse a completed send, cash in or cash out, whole or in part (docs/reversals.md):
 * `proposed` until another admin approves it (one compensating journal, reversal_journal_id) or rejects it.
 * The approvals of one transaction never reverse more than its amount: each runs with the original journal's row
 * locked and counts the approved ones first; `npm run ledger:check` checks the sum too.
 */
export const reversals = pgTable(
  'reversals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    journalId: uuid('journal_id')
      .notNull()
      .references(() => journals.id),
    amountCents: cents('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['proposed', 'approved', 'rejected'] })
      .notNull()
      .default('proposed'),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => users.id),
    decidedBy: uuid('decided_by').references(() => users.id),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reversalJournalId: uuid('reversal_journal_id').references(() => journals.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('reversals_amount_positive', sql`${table.amountCents} > 0`),
    check('reversals_status_check', sql`${table.status} in ('proposed', 'approved', 'rejected')`),
    check('reversals_reason_length', sql`char_length(${table.reason}) between 1 and 500`),
    check('reversals_decision_reason_length', sql`char_length(${table.decisionReason}) <= 500`),
    // Approved exactly when its journal was posted; decided exactly when not proposed; never by its proposer.
    check(
      'reversals_approved_has_journal',
      sql`(${table.status} = 'approved') = (${table.reversalJournalId} is not null)`,
    ),
    check('reversals_decided', sql`(${table.status} = 'proposed') = (${table.decidedBy} is null)`),
    check('reversals_four_eyes', sql`${table.decidedBy} <> ${table.proposedBy}`),
    uniqueIndex('reversals_journal_unique').on(table.reversalJournalId),
    index('reversals_status_created_idx').on(table.status, table.createdAt, table.id),
    index('reversals_original_idx').on(table.journalId),
  ],
);
