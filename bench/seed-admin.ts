// `npx tsx bench/seed-admin.ts`: a PostgreSQL database of 100,000 accounts and 1,000,000 balanced journals for the
// admin bench, generated in SQL, checked with the api's ledger check, and reused while it still holds the figures.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { WITHDRAWAL_FEE_CENTS } from '@wallet/common/constants';
import { hashPassword } from '@wallet/api/auth/passwords';
import { AGENT_COMMISSION_PPM_DEFAULT, PARTS_PER_MILLION } from '@wallet/api/config';
import { MIGRATIONS_FOLDER, createDatabase } from '@wallet/api/db/database';
import { checkLedger } from '@wallet/api/ledger/ledger-check';
import { createLogger } from '@wallet/api/logger';
import { rollUpJournals } from '@wallet/api/stats/journal-rollup';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_URL_DEFAULT = 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME_DEFAULT = 'wallet_bench_admin';
/** Raise it whenever the generated data changes shape, so an older seeded database is made again. */
const SEED_VERSION = 1;

export const ADMIN_SEED = {
  accounts: 100_000,
  journals: 1_000_000,
  admins: 5,
  /** Every 50th account is an agent: 2 %. */
  agentEvery: 50,
  /** The accounts a twentieth of all movements go to, so some users have long histories. */
  busyUsers: 100,
  /** Every seeded account signs in with this password; the admins are admin1@bench.local … admin5@bench.local. */
  password: 'Bench!pass1',
  adminEmail: 'admin1@bench.local',
} as const;

export interface AdminSeed {
  databaseName: string;
  databaseUrl: string;
  /** The user who is a party to the most journals. */
  busyUserId: string;
  /** False when an earlier run's data was reused. */
  seeded: boolean;
}

export interface AdminSeedOptions {
  /** Any database on the target server; the seeded one sits beside it. */
  serverUrl: string;
  databaseName?: string;
  /** Drop and make the database again even when it holds the seeded figures. */
  reseed?: boolean;
  log?: (line: string) => void;
}

/** The people: roles, names, e-mails, when they joined, and what an admin did to them later. */
const PEOPLE = `
create temp table seed_people as
select i, gen_random_uuid() as user_id, gen_random_uuid() as wallet_id, role, first_name, last_name,
  case role when 'admin' then 'admin' || i || '@bench.local'
    else lower(first_name || '.' || last_name || i || '@' || domain) end as email,
  '01' || lpad((floor(random() * 1000000000))::bigint::text, 9, '0') as phone,
  case role when 'admin' then now() - interval '540 days'
    -- More people joined lately than at the start: the density of the age falls towards 18 months.
    else now() - interval '2 hours' - (interval '540 days' - interval '2 hours') * (1 - sqrt(random())) end
    as created_at,
  role <> 'user' or random() < 0.96 as verified,
  agent_draw,
  role = 'user' and random() < 0.015 as blocked,
  role = 'user' and random() < 0.02 as unblocked_once
from (
  select i,
    case when i <= $1::int then 'admin' when i % $2::int = 0 then 'agent' else 'user' end as role,
    (array['Amelia','Olivia','Noah','Liam','Emma','Ava','Sophia','Isabella','Mia','Lucas','Mason','Ethan',
      'Logan','James','Aiden','Harper','Evelyn','Abigail','Ella','Scarlett','Grace','Chloe','Victoria','Riley',
      'Aria','Lily','Zoe','Nora','Hannah','Leah','Stella','Maya','Elijah','Oliver','Jacob','Michael','Daniel',
      'Henry','Jackson','Sebastian','Jack','Owen','Samuel','Matthew','Joseph','Levi','Mateo','David','John',
      'Wyatt','Carter','Julian','Luke','Grayson','Isaac','Jayden','Theodore','Gabriel','Anthony','Dylan',
      'Rahim','Karim','Fatema','Nusrat','Tanvir','Farhana','Arif','Sabrina','Imran','Shirin','Zara','Omar'])
      [1 + floor(random() * 72)::int] as first_name,
    (array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez',
      'Hernandez','Lopez','Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee',
      'Perez','Thompson','White','Harris','Sanchez','Clark','Ramirez','Lewis','Robinson','Walker','Young',
      'Allen','King','Wright','Scott','Torres','Nguyen','Hill','Flores','Green','Adams','Nelson','Baker',
      'Hall','Rivera','Campbell','Mitchell','Carter','Roberts','Rahman','Hossain','Islam','Ahmed','Chowdhury',
      'Khan','Uddin','Akter','Begum','Sarkar','O''Brien','Van Dyke','Müller','Søren','Nakamura','Kim'])
      [1 + floor(random() * 66)::int] as last_name,
    (array['example.com','mail.test','inbox.example','corp.example','bench.local'])
      [1 + floor(random() * 5)::int] as domain,
    random() as agent_draw
  from generate_series(1, $3::int) as i
) as drawn`;

/** Agents: three quarters approved, the rest pending or suspended (suspended = not approved, suspended once). */
const AGENT_STATE = `
alter table seed_people add column agent_state text;
update seed_people set agent_state = case when agent_draw < 0.75 then 'approved'
  when agent_draw < 0.9 then 'pending' else 'suspended' end where role = 'agent'`;

const INSERT_PEOPLE = `
insert into users (id, name, email, phone, role, password_hash, is_email_verified, is_approved, created_at,
  updated_at)
select user_id, first_name || ' ' || last_name, email, phone, role, $1, verified,
  role <> 'agent' or agent_state = 'approved', created_at, created_at
from seed_people`;

const INSERT_WALLETS = `
insert into ledger_accounts (id, kind, created_at) select wallet_id, 'wallet', created_at from seed_people;
insert into wallets (id, user_id, created_at, updated_at, last_daily_reset, last_monthly_reset)
select wallet_id, user_id, created_at, created_at, created_at, created_at from seed_people`;

/** Dense numbers 1..n for drawing a random user or a random approved agent with one index lookup. */
const PARTIES = `
create temp table seed_users as
select row_number() over (order by user_id) as k, user_id, wallet_id, created_at
from seed_people where role = 'user';
create unique index on seed_users (k);
create temp table seed_agents as
select row_number() over (order by user_id) as k, user_id, wallet_id, created_at
from seed_people where agent_state = 'approved';
create unique index on seed_agents (k);
analyze seed_users;
analyze seed_agents`;

/**
 * The movements other than each person's first deposit: kind, parties, amount, time and (withdrawals) status.
 * A journal comes at least an hour after both parties joined; a pending withdrawal is less than 20 hours old, so
 * the bench's api (PAYOUT_DELAY_S at its maximum, a day) does not settle it while it measures.
 */
const MOVEMENTS = `
create temp table seed_journals as
with drawn as (
  select g,
    case when r_kind < 0.45 then 'send' when r_kind < 0.57 then 'deposit' when r_kind < 0.72 then 'withdraw'
      when r_kind < 0.86 then 'cash_in' else 'cash_out' end as kind,
    case when r_busy < 0.05 then 1 + floor(r_user * $2::bigint) else 1 + floor(r_user * $3::bigint) end::bigint as user_k,
    r_other, r_amount, r_time, r_status, r_method, r_description
  from (
    select g, random() as r_kind, random() as r_busy, random() as r_user, random() as r_other,
      random() as r_amount, random() as r_time, random() as r_status, random() as r_method,
      random() as r_description
    from generate_series(1, $1::int) as g
  ) as draws
),
parties as (
  select d.*, u.user_id, u.wallet_id, u.created_at as user_created_at,
    -- The receiver of a send: any other user.
    case when d.kind = 'send' then 1 + (d.user_k + floor(d.r_other * ($3::bigint - 1))::bigint) % $3::bigint end as other_k,
    case when d.kind in ('cash_in', 'cash_out') then 1 + floor(d.r_other * $4::bigint)::bigint end as agent_k
  from drawn d join seed_users u on u.k = d.user_k
),
placed as (
  select p.*, v.user_id as other_user_id, v.wallet_id as other_wallet_id,
    a.user_id as agent_user_id, a.wallet_id as agent_wallet_id,
    greatest(p.user_created_at, v.created_at, a.created_at) + interval '1 hour' as earliest,
    case when p.kind = 'send' then 100 + floor(r_amount ^ 2 * 50000)
      when p.kind = 'deposit' then 1000 + floor(r_amount ^ 2 * 200000)
      when p.kind = 'cash_out' then 500 + floor(r_amount ^ 2 * 50000)
      else 1000 + floor(r_amount ^ 2 * 100000) end::bigint as amount,
    case when p.kind <> 'withdraw' then 'completed'
      when r_status < 0.01 and p.user_created_at < now() - interval '2 days' then 'pending'
      when r_status < 0.06 then 'failed' when r_status < 0.11 then 'cancelled' else 'completed' end as status,
    case when p.kind = 'withdraw' then case when r_method < 0.5 then 'bank' else 'card' end end as method
  from parties p
  left join seed_users v on v.k = p.other_k
  left join seed_agents a on a.k = p.agent_k
),
timed as (
  select *,
    case when status = 'pending' then now() - interval '20 hours' * r_time
      else earliest + (now() - interval '1 minute' - earliest) * r_time end as happened_at
  from placed
)
select gen_random_uuid() as id, kind, status, amount,
  case method when 'bank' then $5::bigint when 'card' then $6::bigint else 0 end as fee,
  case when kind in ('cash_in', 'cash_out') then (amount * $7::bigint + $8::bigint / 2) / $8::bigint else 0 end as commission,
  method,
  case when kind in ('cash_in', 'cash_out') then agent_user_id else user_id end as initiated_by,
  case kind when 'deposit' then null when 'cash_in' then agent_wallet_id else wallet_id end as from_wallet,
  case kind when 'send' then other_wallet_id when 'deposit' then wallet_id when 'cash_in' then wallet_id
    when 'cash_out' then agent_wallet_id end as to_wallet,
  case when kind = 'send' and r_description < 0.3 then (array['Rent','Dinner','Groceries','Thanks!',
    'Birthday gift','Tickets','Shared taxi','Loan back'])[1 + floor(r_description / 0.3 * 8)::int] end
    as description,
  happened_at as created_at,
  case when kind = 'withdraw' and status <> 'pending' then least(now(), happened_at + interval '5 seconds'
    + interval '10 minutes' * r_description) end as settled_at,
  case when status = 'failed' then 'The bank declined the payout' end as failure_reason
from timed`;

/**
 * Each user's and approved agent's first deposit, half an hour at most after joining and before anything else
 * they do: it covers everything they ever pay out (fees included, the commission an agent earns back not
 * counted), so no balance is ever below zero at any moment, plus a random float.
 */
const FIRST_DEPOSITS = `
insert into seed_journals (id, kind, status, amount, fee, commission, method, initiated_by, from_wallet,
  to_wallet, description, created_at, settled_at, failure_reason)
select gen_random_uuid(), 'deposit', 'completed',
  coalesce(paid.total, 0) + case when paid.total > 0 and random() < 0.05 then 0
    when p.role = 'agent' then 100000 + floor(random() * 5000000)
    else 1000 + floor(random() ^ 3 * 500000) end::bigint,
  0, 0, null, p.user_id, null, p.wallet_id, null, p.created_at + interval '30 minutes' * random(), null, null
from seed_people p
left join (select from_wallet, sum(amount + fee) as total from seed_journals group by from_wallet) as paid
  on paid.from_wallet = p.wallet_id
where p.role = 'user' or p.agent_state = 'approved'`;

const INSERT_JOURNALS = `
insert into journals (id, kind, status, amount_cents, fee_cents, commission_cents, method, initiated_by,
  from_wallet_id, to_wallet_id, description, settled_at, failure_reason, created_at, updated_at)
select id, kind, status, amount, fee, commission, method, initiated_by, from_wallet, to_wallet, description,
  settled_at, failure_reason, created_at, coalesce(settled_at, created_at)
from seed_journals order by created_at`;

/**
 * The postings of docs/money.md and docs/agents.md, per kind and status; a settled withdrawal's second pair of
 * lines is dated when it settled. $1..$5: the funding, payouts_pending, fees, payouts and commissions accounts.
 */
const INSERT_POSTINGS = `
insert into postings (journal_id, account_id, amount_cents, created_at)
select journal_id, account_id, amount_cents, happened_at from (
  select id as journal_id, $1::uuid as account_id, -amount as amount_cents, created_at as happened_at
    from seed_journals where kind = 'deposit'
  union all select id, to_wallet, amount, created_at from seed_journals where kind <> 'withdraw'
  union all select id, from_wallet, -(amount + fee), created_at from seed_journals where kind <> 'deposit'
  union all select id, $2::uuid, amount, created_at from seed_journals where kind = 'withdraw'
  union all select id, $3::uuid, fee, created_at from seed_journals where kind = 'withdraw'
  union all select id, $5::uuid, -commission, created_at from seed_journals where commission > 0
  union all select id, case kind when 'cash_in' then from_wallet else to_wallet end, commission, created_at
    from seed_journals where commission > 0
  union all select id, $2::uuid, -amount, settled_at from seed_journals where settled_at is not null
  union all select id, $4::uuid, amount, settled_at from seed_journals where status = 'completed'
    and kind = 'withdraw'
  union all select id, from_wallet, amount + fee, settled_at from seed_journals
    where status in ('failed', 'cancelled')
  union all select id, $3::uuid, -fee, settled_at from seed_journals where status in ('failed', 'cancelled')
) as lines
order by happened_at, journal_id`;

/** Balances are the sum of each wallet's postings; the wallets' check constraint refuses any below zero. */
const BALANCES = `
update wallets w set balance_cents = s.total, updated_at = s.last_at
from (select account_id, sum(amount_cents) as total, max(created_at) as last_at from postings
  group by account_id) as s
where s.account_id = w.id`;

/**
 * Admins' decisions: every approved agent approved once, every suspended agent approved and later suspended,
 * blocked wallets blocked after their last movement, and some wallets blocked and unblocked again.
 */
const AUDIT = `
create temp table seed_last_moves as
select wallet, max(created_at) as happened_at from (
  select from_wallet as wallet, created_at from seed_journals where from_wallet is not null
  union all select to_wallet, created_at from seed_journals where to_wallet is not null
) as moves group by wallet;
insert into audit_log (actor_id, action, target_user_id, target_wallet_id, reason, created_at)
select admins[1 + floor(random() * array_length(admins, 1))::int], action, user_id, target_wallet_id, reason,
  happened_at
from (select array_agg(user_id) as admins from seed_people where role = 'admin') as a,
lateral (
  select 'agent.approve' as action, p.user_id, null::uuid as target_wallet_id, null as reason,
      least(now(), p.created_at + interval '2 days' * random()) as happened_at
    from seed_people p where p.agent_state in ('approved', 'suspended')
  union all select 'agent.suspend', p.user_id, null, 'Reported for unusual cash outs',
      least(now(), p.created_at + interval '3 days' + (now() - p.created_at - interval '3 days') * random())
    from seed_people p where p.agent_state = 'suspended'
  union all select 'wallet.block', p.user_id, p.wallet_id,
      case when random() < 0.5 then 'Suspected fraud' end,
      m.happened_at + (now() - m.happened_at) * random()
    from seed_people p join seed_last_moves m on m.wallet = p.wallet_id where p.blocked
  union all select action, p.user_id, p.wallet_id, case action when 'wallet.block' then 'Identity check' end,
      p.created_at + (now() - p.created_at) * case action when 'wallet.block' then 0.5 else 0.75 end
    from seed_people p, unnest(array['wallet.block', 'wallet.unblock']) as action
    where p.unblocked_once and not p.blocked
) as entries;
update wallets w set is_blocked = true from seed_people p where p.wallet_id = w.id and p.blocked`;

const MARKER_TABLE = `
create table bench_seed (version integer not null, accounts integer not null, journals integer not null,
  busy_user_id uuid not null, seconds numeric not null, seeded_at timestamptz not null default now())`;

/** Written last: a seeding cut short leaves no marker, so the next run makes the database again. */
const MARKER = `
insert into bench_seed (version, accounts, journals, busy_user_id, seconds)
select $1, (select count(*) from users), (select count(*) from journals),
  (select u.user_id from (
    select from_wallet as wallet from seed_journals where from_wallet is not null
    union all select to_wallet from seed_journals where to_wallet is not null
  ) as moves join seed_users u on u.wallet_id = moves.wallet
  group by u.user_id order by count(*) desc, u.user_id limit 1), $2`;

/**
 * A pending withdrawal older than the bench api's payout delay (a day) would be settled while the bench measures:
 * on reuse, the pending ones keep their place in the last 20 hours (their postings move with them).
 */
const KEEP_PENDING_RECENT = `
with moved as (
  update journals set created_at = now() - interval '20 hours' * random(), updated_at = now()
  where kind = 'withdraw' and status = 'pending' and created_at < now() - interval '20 hours'
  returning id, created_at
)
update postings p set created_at = moved.created_at from moved where p.journal_id = moved.id`;

/** The tables loaded in bulk: their secondary indexes are built, and their foreign keys checked, once at the end. */
const BULK_TABLES = ['journals', 'postings'];

interface Deferred {
  indexes: { name: string; definition: string }[];
  foreignKeys: { table: string; name: string; definition: string }[];
}

/**
 * Drops the indexes that back no constraint, and the foreign keys, of these tables, answering how to make them
 * again: building an index once over a million rows is far quicker than a million index insertions, and adding a
 * foreign key back checks every row in one join. The names stay the migrations' own.
 */
async function deferIndexesAndForeignKeys(client: pg.Client, tables: string[]): Promise<Deferred> {
  const indexes = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
    where schemaname = 'public' and tablename = any($1::text[])
      and indexname not in (select conname from pg_constraint where contype in ('p', 'u', 'x'))
    order by indexname`,
    [tables],
  );
  const foreignKeys = await client.query<{ table: string; name: string; definition: string }>(
    `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint where contype = 'f' and conrelid::regclass::text = any($1::text[])
    order by conname`,
    [tables],
  );
  for (const key of foreignKeys.rows)
    await client.query(`alter table ${key.table} drop constraint ${key.name}`);
  for (const index of indexes.rows) await client.query(`drop index ${index.name}`);
  return { indexes: indexes.rows, foreignKeys: foreignKeys.rows };
}

function databaseUrlOn(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The marker of a finished seeding with today's version and figures, or undefined. */
async function seededMarker(databaseUrl: string): Promise<{ busyUserId: string } | undefined> {
  return withClient(databaseUrl, async (client) => {
    const table = await client.query<{ name: string | null }>(
      `select to_regclass('public.bench_seed')::text as name`,
    );
    if (table.rows[0]?.name === null || table.rows[0]?.name === undefined) return undefined;
    const marker = await client.query<{ busy_user_id: string }>(
      `select busy_user_id from bench_seed
      where version = $1 and accounts = (select count(*) from users) and journals = (select count(*) from journals)
        and accounts = $2 and journals = $3`,
      [SEED_VERSION, ADMIN_SEED.accounts, ADMIN_SEED.journals],
    );
    const row = marker.rows[0];
    return row === undefined ? undefined : { busyUserId: row.busy_user_id };
  });
}

async function databaseExists(serverUrl: string, databaseName: string): Promise<boolean> {
  return withClient(serverUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [databaseName]);
    return found.rowCount === 1;
  });
}

async function recreateDatabase(serverUrl: string, databaseName: string): Promise<void> {
  await withClient(serverUrl, async (client) => {
    await client.query(`drop database if exists ${databaseName} with (force)`);
    await client.query(`create database ${databaseName}`);
  });
}

async function migrate(databaseUrl: string): Promise<void> {
  const database = await createDatabase({ databaseUrl, dataDir: root }, createLogger({ logLevel: 'silent' }));
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

/**
 * Rolls the journals up as the api's job does every 10 minutes (api/src/stats/journal-rollup.ts), so the admin
 * figures are measured as a running api has them; the bench's api runs with TZ_LIMITS unset, UTC.
 */
async function rollUp(databaseUrl: string, log: (line: string) => void): Promise<void> {
  const startedAt = performance.now();
  const database = await createDatabase({ databaseUrl, dataDir: root }, createLogger({ logLevel: 'silent' }));
  try {
    const until = await rollUpJournals(database.db, 'UTC');
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    log(`seed: journals rolled up to ${until.toISOString()} (${seconds} s)`);
  } finally {
    await database.close();
  }
}

/**
 * Whether the database applied a migration that api/drizzle no longer holds (one regenerated before it landed, as
 * 0004_admin was): drizzle's migrator goes by date alone, so it would run the new version over the old one's indexes.
 */
async function appliedRewrittenMigration(databaseUrl: string): Promise<boolean> {
  const known = new Set(readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((file) => file.hash));
  return withClient(databaseUrl, async (client) => {
    const table = await client.query<{ name: string | null }>(
      `select to_regclass('drizzle.__drizzle_migrations')::text as name`,
    );
    if (table.rows[0]?.name === null || table.rows[0]?.name === undefined) return false;
    const applied = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
    return applied.rows.some((row) => !known.has(row.hash));
  });
}

async function platformAccountIds(client: pg.Client): Promise<Record<string, string>> {
  const rows = await client.query<{ kind: string; id: string }>(
    `select kind, id from ledger_accounts where kind <> 'wallet'`,
  );
  return Object.fromEntries(rows.rows.map((row) => [row.kind, row.id]));
}

/** Writes the accounts, journals, postings and audit entries, one big statement per step, timing each. */
async function generate(databaseUrl: string, log: (line: string) => void): Promise<void> {
  const passwordHash = await hashPassword(ADMIN_SEED.password);
  const startedAt = performance.now();
  await withClient(databaseUrl, async (client) => {
    const step = async (title: string, text: string, values: unknown[] = []): Promise<void> => {
      const stepStartedAt = performance.now();
      // A multi-statement text cannot take parameters; those steps have none.
      if (values.length === 0) await client.query(text);
      else await client.query(text, values);
      log(`seed: ${title} (${((performance.now() - stepStartedAt) / 1000).toFixed(1)} s)`);
    };
    await client.query(`set synchronous_commit = off; set work_mem = '256MB';
      set maintenance_work_mem = '1GB'; select setseed(0.2024)`);
    const platform = await platformAccountIds(client);
    await step('people', PEOPLE, [ADMIN_SEED.admins, ADMIN_SEED.agentEvery, ADMIN_SEED.accounts]);
    await step('agent states', AGENT_STATE);
    await step('users', INSERT_PEOPLE, [passwordHash]);
    await step('wallets and their ledger accounts', INSERT_WALLETS);
    await step('parties', PARTIES);
    const counts = await client.query<{ users: string; agents: string }>(
      `select (select count(*) from seed_users) as users, (select count(*) from seed_agents) as agents`,
    );
    const users = Number(counts.rows[0]?.users);
    const agents = Number(counts.rows[0]?.agents);
    // One first deposit per user and approved agent; the rest of the million are drawn.
    const drawn = ADMIN_SEED.journals - users - agents;
    await step(`${drawn} drawn movements`, MOVEMENTS, [
      drawn,
      Math.min(ADMIN_SEED.busyUsers, users),
      users,
      agents,
      WITHDRAWAL_FEE_CENTS.bank,
      WITHDRAWAL_FEE_CENTS.card,
      AGENT_COMMISSION_PPM_DEFAULT,
      PARTS_PER_MILLION,
    ]);
    await step(`${users + agents} first deposits`, FIRST_DEPOSITS);
    const deferred = await deferIndexesAndForeignKeys(client, BULK_TABLES);
    await step('journals', INSERT_JOURNALS);
    await step('postings', INSERT_POSTINGS, [
      platform.funding,
      platform.payouts_pending,
      platform.fees,
      platform.payouts,
      platform.commissions,
    ]);
    for (const index of deferred.indexes) await step(`index ${index.name}`, index.definition);
    for (const key of deferred.foreignKeys) {
      await step(
        `foreign key ${key.name} checked`,
        `alter table ${key.table} add constraint ${key.name} ${key.definition}`,
      );
    }
    await step('balances', BALANCES);
    await step('audit log and blocked wallets', AUDIT);
    await step('vacuum analyze', 'vacuum analyze');
    const seconds = (performance.now() - startedAt) / 1000;
    await step('marker table', MARKER_TABLE);
    await step('marker', MARKER, [SEED_VERSION, seconds.toFixed(1)]);
    log(`seed: generated in ${seconds.toFixed(1)} s`);
  });
}

async function checkSeededLedger(databaseUrl: string, log: (line: string) => void): Promise<void> {
  const startedAt = performance.now();
  const database = await createDatabase({ databaseUrl, dataDir: root }, createLogger({ logLevel: 'silent' }));
  try {
    const figures = await checkLedger(database.db);
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    if (figures.breaches.length > 0) {
      throw new Error(`the seeded ledger has breaches:\n  - ${figures.breaches.join('\n  - ')}`);
    }
    log(
      `seed: ledger check sound (${seconds} s): ${figures.journalCount} journals, ${figures.postingCount} postings, ` +
        `${figures.walletsChecked} wallets`,
    );
  } finally {
    await database.close();
  }
}

/** Makes sure the seeded database exists and is migrated; seeds it when missing, stale or asked to. */
export async function seedAdminDatabase(options: AdminSeedOptions): Promise<AdminSeed> {
  const log = options.log ?? ((line: string) => console.log(line));
  const databaseName = options.databaseName ?? DATABASE_NAME_DEFAULT;
  // Only [a-z0-9_], so the name is safe in SQL as an unquoted identifier.
  if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) throw new Error(`unsafe database name "${databaseName}"`);
  const databaseUrl = databaseUrlOn(options.serverUrl, databaseName);
  const found = options.reseed !== true && (await databaseExists(options.serverUrl, databaseName));
  const rewritten = found && (await appliedRewrittenMigration(databaseUrl));
  if (rewritten) log(`seed: ${databaseName} applied a migration api/drizzle no longer holds`);
  if (found && !rewritten) {
    // A newer migration (indexes) applies to the existing data before its marker is trusted.
    await migrate(databaseUrl);
    const marker = await seededMarker(databaseUrl);
    if (marker !== undefined) {
      await withClient(databaseUrl, (client) => client.query(KEEP_PENDING_RECENT));
      await rollUp(databaseUrl, log);
      log(`seed: reusing ${databaseName} (BENCH_RESEED=1 makes it again)`);
      return { databaseName, databaseUrl, busyUserId: marker.busyUserId, seeded: false };
    }
  }
  log(`seed: making ${databaseName}`);
  const startedAt = performance.now();
  await recreateDatabase(options.serverUrl, databaseName);
  await migrate(databaseUrl);
  await generate(databaseUrl, log);
  await checkSeededLedger(databaseUrl, log);
  await rollUp(databaseUrl, log);
  const marker = await seededMarker(databaseUrl);
  if (marker === undefined) throw new Error('the seeded database does not hold the expected figures');
  log(`seed: ${databaseName} ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  return { databaseName, databaseUrl, busyUserId: marker.busyUserId, seeded: true };
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  try {
    const seed = await seedAdminDatabase({
      serverUrl: process.env.DATABASE_URL || SERVER_URL_DEFAULT,
      reseed: process.env.BENCH_RESEED === '1',
      // As `npm run bench` reads it (run.ts): a run alone seeds or reuses the same database.
      databaseName: process.env.BENCH_ADMIN_DATABASE || undefined,
    });
    console.log(`seed: ${seed.databaseUrl}, busiest user ${seed.busyUserId}`);
  } catch (error) {
    console.error(`seed: failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
