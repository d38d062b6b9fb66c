// `npm run ledger:check`: checks the ledger of the configured database (DATABASE_URL, or the embedded one under
// DATA_DIR), prints its figures and exits non-zero on any breach (DESIGN.md §3).
import { sql } from 'drizzle-orm';
import { centsToDecimalString } from '@wallet/common/money';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { checkLedger } from '../src/ledger/ledger-check';
import { rowsOf } from '../src/ledger/sql-rows';
import { createLogger } from '../src/logger';

// npm runs workspace scripts inside api/; relative paths such as DATA_DIR mean where the command was typed.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

const say = (line: string) => process.stdout.write(`${line}\n`);

let exitCode = 0;
try {
  const config = loadConfig(process.env);
  if (config.databaseUrl === undefined) {
    say(`Embedded database in ${config.dataDir} (stop the api first: PGlite allows one process).`);
  }
  const database = await createDatabase(config, createLogger({ logLevel: 'silent' }));
  try {
    const [ledger] = await rowsOf<{ journals: string | null }>(
      database.db,
      sql`select to_regclass('public.journals')::text as journals`,
    );
    if (ledger?.journals === null || ledger?.journals === undefined) {
      throw new Error('this database has no ledger yet: start the api once, so it applies its migrations');
    }
    const figures = await checkLedger(database.db);
    const rows: [string, string][] = [
      ['Journals', String(figures.journalCount)],
      ['Postings', String(figures.postingCount)],
      ['Sum of all postings', centsToDecimalString(figures.postingTotalCents)],
      ['Wallets checked', String(figures.walletsChecked)],
      ['Sum of wallet balances', centsToDecimalString(figures.walletBalanceTotalCents)],
      ...Object.entries(figures.platformBalancesCents).map(([kind, cents]): [string, string] => [
        `Platform ${kind}`,
        centsToDecimalString(cents),
      ]),
      [
        'Breaches',
        figures.breaches.length === 0 ? '0 — the ledger is sound.' : String(figures.breaches.length),
      ],
    ];
    const width = Math.max(...rows.map(([label]) => label.length)) + 2;
    for (const [label, value] of rows) say(`${`${label}:`.padEnd(width)}${value}`);
    for (const breach of figures.breaches) say(`  - ${breach}`);
    if (figures.breaches.length > 0) exitCode = 1;
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(
    `The ledger could not be checked: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  exitCode = 2;
}
process.exit(exitCode);
