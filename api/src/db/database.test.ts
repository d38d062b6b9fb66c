// Opening, migrating and reopening the database: the embedded one keeps its data under DATA_DIR.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { createDatabase, MIGRATIONS_FOLDER } from './database';
import { contactMessages } from './schema';

const logger = createLogger({ logLevel: 'silent' });

describe('migrations', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });

  afterAll(async () => {
    await api.close();
  });

  it('when the migrations folder is resolved, then it is api/drizzle whatever the working directory', () => {
    expect(MIGRATIONS_FOLDER).toBe(fileURLToPath(new URL('../../drizzle', import.meta.url)));
    expect(existsSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'))).toBe(true);
  });

  it('when migrations run again on a migrated database, then they change nothing', async () => {
    await api.db.insert(contactMessages).values({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      subject: 'Still here',
      message: 'After a second migration run.',
    });

    await api.database.migrate();

    expect(await api.db.$count(contactMessages)).toBe(1);
  });
});

describe('embedded database', () => {
  let dataRoot: string;

  beforeAll(async () => {
    dataRoot = await mkdtemp(path.join(tmpdir(), 'wallet-api-db-'));
  });

  afterAll(async () => {
    await rm(dataRoot, { recursive: true, force: true });
  });

  it('when DATA_DIR does not exist yet, then it is created, and data written there survives a restart', async () => {
    const dataDir = path.join(dataRoot, 'nested', 'data');
    const config = { databaseUrl: undefined, dataDir };

    const first = await createDatabase(config, logger);
    await first.migrate();
    await first.db.insert(contactMessages).values({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      subject: 'Persistence',
      message: 'Written before the restart.',
    });
    await first.close();
    expect(existsSync(dataDir)).toBe(true);

    const second = await createDatabase(config, logger);
    try {
      await second.migrate();
      const rows = await second.db.select({ subject: contactMessages.subject }).from(contactMessages);
      expect(rows).toEqual([{ subject: 'Persistence' }]);
    } finally {
      await second.close();
    }
  });
});
