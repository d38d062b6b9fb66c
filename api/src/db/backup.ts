// Backups of the embedded database (PGlite): a gzipped tar of its data folder, taken by the process that has it open
// (PGlite allows one), between two queries; restored only into an empty DATA_DIR. docs/operations.md says why.
import { rmSync } from 'node:fs';
import { access, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The database's folder inside DATA_DIR, which may hold other things beside it. */
export function pgliteDirOf(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** The extensions the migrations create, which a PGlite must be opened with. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Writes the whole data folder as a .tar.gz. PGlite takes the dump under its query lock, so no statement runs while
 * the files are read: the copy is the database at one instant, as a crash would leave it — a transaction open at that
 * instant is rolled back when the copy is opened, exactly as PostgreSQL recovers from a crash. Written beside the
 * target and renamed, so FILE is either absent or whole. Resolves with its size in bytes.
 */
export async function writePgliteBackup(client: PGlite, file: string): Promise<number> {
  const dump = await client.dumpDataDir('gzip');
  const bytes = Buffer.from(await dump.arrayBuffer());
  const partial = `${file}.partial`;
  try {
    await writeFile(partial, bytes);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return bytes.length;
}

/** A restore that would overwrite a database, or that has nothing to restore from. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

async function isEmptyOrAbsent(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Unpacks a backup made by writePgliteBackup into DATA_DIR, which must hold no database yet. */
export async function restorePgliteBackup(dataDir: string, file: string): Promise<void> {
  try {
    await access(file);
  } catch {
    throw new RestoreRefusedError(`there is no backup file at ${file}`);
  }
  const dir = pgliteDirOf(dataDir);
  if (!(await isEmptyOrAbsent(dir))) {
    throw new RestoreRefusedError(
      `DATA_DIR ${dataDir} already holds a database (${dir} is not empty): a restore never overwrites one. ` +
        'Restore into an empty DATA_DIR, or move that folder away first.',
    );
  }
  const backup = new File([await readFile(file)], path.basename(file), { type: 'application/x-gzip' });
  const client = new PGlite(dir, { loadDataDir: backup, extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  try {
    // Opening it once runs PostgreSQL's recovery, so the restored folder is checked before anyone relies on it.
    await client.query('select 1');
  } finally {
    await client.close();
  }
}

/** In DATA_DIR while an api serves the embedded database there: its process id, for `npm run backup`. */
export const RUNNING_API_PID_FILE = 'api.pid';
/** In DATA_DIR: where `npm run backup` asks the running api (SIGUSR2) to write its copy. */
export const BACKUP_REQUEST_FILE = 'backup-request';

/**
 * Lets `npm run backup` copy the database of this running api: a pid file in DATA_DIR, and on SIGUSR2 a backup to the
 * path the request file names. Returns what removes the pid file at the exit.
 */
export async function serveBackupRequests(
  dataDir: string,
  backup: (file: string) => Promise<number>,
  log: { info(object: object, message: string): void; error(object: object, message: string): void },
): Promise<() => void> {
  const pidFile = path.join(dataDir, RUNNING_API_PID_FILE);
  await writeFile(pidFile, `${process.pid}\n`);
  process.on('SIGUSR2', () => {
    void (async () => {
      const request = path.join(dataDir, BACKUP_REQUEST_FILE);
      const target = (await readFile(request, 'utf8')).trim();
      await rm(request, { force: true });
      const bytes = await backup(target);
      log.info({ file: target, bytes }, 'backup written');
    })().catch((error: unknown) => log.error({ err: error }, 'backup failed'));
  });
  // Synchronous: it must be gone before the exit, which does not wait for anything asynchronous.
  return () => rmSync(pidFile, { force: true });
}
