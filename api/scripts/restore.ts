// `npm run restore -- FILE`: unpacks a backup made by `npm run backup` into DATA_DIR, which must hold no database yet;
// then `npm run ledger:check` and start the api. PostgreSQL: pg_restore or point-in-time recovery (docs/operations.md).
import path from 'node:path';
import { loadConfig } from '../src/config';
import { restorePgliteBackup } from '../src/db/backup';

// Relative paths (FILE, DATA_DIR) mean where the command was typed, whichever folder npm runs this in.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

try {
  const file = process.argv[2];
  if (file === undefined) throw new Error('say which backup to restore: npm run restore -- FILE');
  const config = loadConfig(process.env);
  if (config.databaseUrl !== undefined) {
    throw new Error('DATABASE_URL is set: restore PostgreSQL with its own tools (docs/operations.md)');
  }
  await restorePgliteBackup(config.dataDir, path.resolve(file));
  process.stdout.write(
    `Restored ${path.resolve(file)} into ${config.dataDir}. Check it with npm run ledger:check, then start the api.\n`,
  );
  process.exit(0);
} catch (error) {
  process.stderr.write(`Nothing was restored: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
