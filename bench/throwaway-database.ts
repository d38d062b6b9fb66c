// Databases the bench makes on the PostgreSQL server for one run and drops afterwards, whatever happened.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function withClient(serverUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh empty database on the server of serverUrl, named with this purpose and a random suffix. */
export async function createThrowawayDatabase(
  serverUrl: string,
  purpose: string,
): Promise<ThrowawayDatabase> {
  // Only [a-z0-9_], so the name is safe in SQL as an unquoted identifier.
  const name = `wallet_bench_${purpose}_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropping: Promise<void> | undefined;
  return {
    name,
    url: url.toString(),
    drop: () =>
      (dropping ??= withClient(serverUrl, async (client) => {
        // A connection still open (a killed api, pgbench) must not keep the database alive.
        await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        await client.query(`drop database if exists ${name}`);
      })),
  };
}
