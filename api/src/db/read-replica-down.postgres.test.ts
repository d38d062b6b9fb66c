// DATABASE_READ_URL naming a replica that is not there (a closed port) or that never answers (a server that takes
// the connection and says nothing): the api starts, every read the replica would serve is answered from the primary
// with what was just written, and /readyz says ready but degraded. PostgreSQL only: the embedded database refuses a
// read URL (config.test.ts).
import { createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, createAccount, signIn } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { addMoney, signedInPerson } from '../test/money';
import { closedPort, readiness } from '../test/replica';

/** A TCP server that accepts connections and never answers: a replica hung, or a network that drops its replies. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The reads DATABASE_READ_URL would serve, as an admin (and anyone, for the public figures) asks them. */
const REPLICA_READS = ['/users', '/wallets', '/transactions', '/audit', '/stats/admin', '/stats/public'];

describe('read replica down (PostgreSQL pass: the embedded database has no replica)', () => {
  const cases = [
    ['at a closed port', async () => ({ port: await closedPort(), close: () => Promise.resolve() })],
    ['that takes connections and never answers', silentServer],
  ] as const;

  describe.each(cases)('when DATABASE_READ_URL names a replica %s', (_name, openReplica) => {
    let api: TestApi;
    let replica: { port: number; close(): Promise<void> };

    beforeAll(async () => {
      replica = await openReplica();
      api = await startTestApi({ readReplicaUrl: `postgres://postgres@127.0.0.1:${replica.port}/wallet` });
    });

    afterAll(async () => {
      await api?.close();
      await replica?.close();
    });

    it('then /readyz answers 200, degraded, saying the replica does not answer', async () => {
      const ready = await readiness(api);
      expect(ready).toEqual({
        status: 200,
        message: 'Ready, degraded: the read replica does not answer; reads go to the primary',
        data: { status: 'degraded', replica: { state: 'down', lagMs: null, lagMaxMs: 5_000 } },
      });
    });

    it("then an admin's lists and figures are answered from the primary, with the movement just made", async () => {
      const person = await signedInPerson(api, { name: 'Fresh Person' });
      const deposit = await addMoney(api, person, 12.34);
      const transactionId = (deposit.body.data as { transaction: { _id: string } }).transaction._id;
      const admin = await createAccount(api, { role: 'admin' });
      const cookie = await signIn(api, admin);

      const answers = await Promise.all(REPLICA_READS.map((path) => callJson(api, 'GET', path, { cookie })));

      expect(answers.map((answer) => answer.status)).toEqual(REPLICA_READS.map(() => 200));
      const [users, wallets, transactions, , adminStats, publicStats] = answers.map((answer) =>
        JSON.stringify(answer.body.data),
      );
      expect(users).toContain(person.user.email);
      expect(wallets).toContain(person.walletId);
      expect(transactions).toContain(transactionId);
      expect(adminStats).toContain(transactionId);
      expect(JSON.parse(publicStats ?? '{}')).toMatchObject({ totalUsers: expect.any(Number) as number });
    });

    it('then a person still sees their own wallet and history', async () => {
      const person = await signedInPerson(api);
      await addMoney(api, person, 5);
      const wallet = await callJson(api, 'GET', '/wallets/my-wallet', { cookie: person.cookie });
      expect(wallet.body.data).toMatchObject({ balance: 5 });
      const history = await callJson(api, 'GET', '/transactions/my-history', { cookie: person.cookie });
      expect(JSON.stringify(history.body.data)).toContain('"amount":5');
    });
  });
});
