// The read replica for real (REPLICA_DATABASE_URL: the standby of scripts/pg-replica.sh, which .ci/run starts):
// an admin's lists and figures come from it (shown by a movement the paused replica has not replayed), a person's own
// wallet and history never do, and a replica 10 s behind sends the admin's reads back to the primary (degraded).
// Two apis on one database: "patient" allows an hour of lag, so it keeps reading the paused replica; "strict" has the
// default 5 s. Replay is paused on the whole replica server for a few seconds and resumed in afterAll whatever
// happens; other tests reading the replica meanwhile fall back to the primary as this one shows.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callJson, createAccount, signIn } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { Person } from '../test/money';
import { addMoney, signedInPerson } from '../test/money';
import { REPLICA_DATABASE_URL, onReplica, readiness, replicaBecomes, requireInCi } from '../test/replica';
import { REPLICA_APPLICATION_NAME } from './read-replica';

/** How far behind the bad input puts the replica. */
const LAG_MS = 10_000;

const runs = requireInCi({ REPLICA_DATABASE_URL });

describe.skipIf(!runs)(
  'read replica streaming (needs REPLICA_DATABASE_URL: scripts/pg-replica.sh; skipped without it outside CI)',
  () => {
    let patient: TestApi;
    let strict: TestApi;
    /** The replica's copy of the apis' database. */
    let replicaUrl: string;
    let adminCookie: string;
    let person: Person;
    let paused = false;

    const transactionIdOf = (answer: { body: { data: unknown } }) =>
      (answer.body.data as { transaction: { _id: string } }).transaction._id;
    const adminTransactions = async (api: TestApi) => {
      const answer = await callJson(api, 'GET', '/transactions', { cookie: adminCookie });
      expect(answer.status).toBe(200);
      return JSON.stringify(answer.body.data);
    };
    const ownWalletAndHistory = async (api: TestApi, who: Person) => {
      const wallet = await callJson(api, 'GET', '/wallets/my-wallet', { cookie: who.cookie });
      const history = await callJson(api, 'GET', '/transactions/my-history', { cookie: who.cookie });
      return {
        balance: (wallet.body.data as { balance: number }).balance,
        history: JSON.stringify(history.body.data),
      };
    };
    const resume = async () => {
      if (!paused) return;
      await onReplica(replicaUrl, 'select pg_wal_replay_resume()');
      paused = false;
    };

    beforeAll(async () => {
      const replicaServer = REPLICA_DATABASE_URL as string;
      patient = await startTestApi({
        readReplicaUrl: replicaServer,
        env: { DATABASE_READ_LAG_MAX_S: '3600' },
      });
      strict = await startTestApi({ sameDatabaseAs: patient, readReplicaUrl: replicaServer });
      replicaUrl = patient.config.databaseReadUrl as string;
      // The throwaway database reaches the replica by streaming; until it has, the replica counts as down.
      await replicaBecomes(patient, 'up');
      await replicaBecomes(strict, 'up');
      const admin = await createAccount(patient, { role: 'admin' });
      adminCookie = await signIn(patient, admin);
      person = await signedInPerson(patient, { name: 'Replica Person' });
    });

    afterAll(async () => {
      try {
        await resume();
      } finally {
        await strict?.close();
        await patient?.close();
      }
    });

    it("when the replica is up, then /readyz is ready with its lag, and an admin's list reads through it", async () => {
      const first = await addMoney(patient, person, 10);
      // Replayed within moments: the admin list (from the replica) shows it.
      await vi.waitFor(
        async () => expect(await adminTransactions(patient)).toContain(transactionIdOf(first)),
        {
          timeout: 10_000,
          interval: 50,
        },
      );
      const ready = await readiness(strict);
      expect(ready).toMatchObject({
        status: 200,
        message: 'Ready',
        data: { status: 'ready', replica: { state: 'up', lagMaxMs: 5_000 } },
      });
      expect(ready.data.replica?.lagMs).toBeLessThanOrEqual(5_000);
      const connections = await onReplica<{ count: number }>(
        replicaUrl,
        'select count(*)::int as count from pg_stat_activity where datname = current_database() and application_name = $1',
        [REPLICA_APPLICATION_NAME],
      );
      expect(connections[0]?.count).toBeGreaterThan(0);
    });

    it("when replay is paused and the person moves money, then they see it at once and the admin's replica list does not yet", async () => {
      await onReplica(replicaUrl, 'select pg_wal_replay_pause()');
      paused = true;
      await vi.waitFor(
        async () => {
          const [row] = await onReplica<{ state: string }>(
            replicaUrl,
            'select pg_get_wal_replay_pause_state() as state',
          );
          expect(row?.state).toBe('paused');
        },
        { timeout: 10_000, interval: 20 },
      );

      const second = await addMoney(patient, person, 2.5);
      const id = transactionIdOf(second);

      // Read-your-write: the person's own wallet and history are always read from the primary, on either api.
      for (const api of [patient, strict]) {
        const own = await ownWalletAndHistory(api, person);
        expect(own.balance).toBe(12.5);
        expect(own.history).toContain(id);
      }
      // The patient api's admin list is the replica's: the movement is not there yet. This is the proof that the list
      // is read from the replica, since the primary has had it since the 201.
      expect(await adminTransactions(patient)).not.toContain(id);
      const stats = await callJson(patient, 'GET', '/stats/admin', { cookie: adminCookie });
      expect(JSON.stringify(stats.body.data)).not.toContain(id);
    });

    it(`when the replica is ${LAG_MS / 1000} s behind, then strict reads the primary, /readyz is degraded, and own reads stay fresh`, async () => {
      const ready = await replicaBecomes(
        strict,
        'lagging',
        (replica) => (replica.lagMs ?? 0) >= LAG_MS,
        LAG_MS + 30_000,
      );
      expect(ready.status).toBe(200);
      expect(ready.data.status).toBe('degraded');
      expect(ready.message).toMatch(
        /^Ready, degraded: the read replica is \d+ ms behind \(more than 5000 ms\); reads go to the primary$/,
      );

      const third = await addMoney(strict, person, 1);
      const id = transactionIdOf(third);
      // Beyond the bound: the strict api's admin list falls back to the primary and has even the newest movement.
      expect(await adminTransactions(strict)).toContain(id);
      // Within its own (hour-long) bound the patient api still reads the replica: behind, as documented for admins.
      expect(await adminTransactions(patient)).not.toContain(id);
      // The person's own reads never depend on the replica.
      for (const api of [patient, strict]) {
        const own = await ownWalletAndHistory(api, person);
        expect(own.balance).toBe(13.5);
        expect(own.history).toContain(id);
      }
      // Readiness of the patient api: up (its bound is an hour), with the lag it measured.
      const patientReady = await readiness(patient);
      expect(patientReady.data).toMatchObject({ status: 'ready', replica: { state: 'up' } });
      expect(patientReady.data.replica?.lagMs).toBeGreaterThanOrEqual(LAG_MS);
    }, 60_000);

    it('when replay resumes, then the replica catches up, strict reads it again and its lists hold every movement', async () => {
      await resume();
      await replicaBecomes(strict, 'up');
      const latest = await addMoney(patient, person, 0.5);
      const id = transactionIdOf(latest);
      await vi.waitFor(async () => expect(await adminTransactions(patient)).toContain(id), {
        timeout: 10_000,
        interval: 50,
      });
      // The admin figures' newest transactions, from the replica too.
      const stats = await callJson(patient, 'GET', '/stats/admin', { cookie: adminCookie });
      expect(stats.status).toBe(200);
      expect(JSON.stringify(stats.body.data)).toContain(id);
    });
  },
);
