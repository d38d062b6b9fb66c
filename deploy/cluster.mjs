// `npm run cluster`: N api + N bff instances behind nginx on this machine, on PostgreSQL (DATABASE_URL) and Redis
// (REDIS_URL), as README "Deploying" draws it. Ctrl-C or SIGTERM stops nginx and drains every instance (a second one
// kills them). Also the library the cluster test and the throughput script start their clusters with.
//
//   npm run cluster -- [--instances N] [--port P]
//
// Ports: nginx on P (default 47100) for browsers and REST clients, P+1 for the bffs' API_URL; api i on P+10+i,
// bff i on P+30+i (i from 0).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildWebIfStale } from '../scripts/build-web-if-stale.mjs';
import { childLogFormat, root, startService, stopService, waitForHealthy } from '../scripts/lib.mjs';
import { startNginx, writeNginxConfig } from './nginx.mjs';

export const INSTANCES_DEFAULT = 2;
export const BASE_PORT_DEFAULT = 47100;
/** Instances per program at most: their ports must stay inside the block above the base port. */
export const INSTANCES_MAX = 20;

/**
 * @typedef {object} Instance one api or bff process, which may be killed, stopped and started again on its port
 * @property {string} name e.g. api-1
 * @property {'api' | 'bff'} kind
 * @property {number} port
 * @property {string} url http://127.0.0.1:port
 * @property {string} healthUrl its /healthz
 * @property {import('node:child_process').ChildProcess} child the current process
 */

/**
 * @typedef {object} ClusterOptions
 * @property {string} databaseUrl the primary
 * @property {string} redisUrl
 * @property {string} [databaseReadUrl] a streaming replica, passed to the apis as DATABASE_READ_URL
 * @property {number} [instances] per program, default 2
 * @property {number} [basePort] default 47100
 * @property {Record<string, string>} [apiEnv] added to every api's environment
 * @property {Record<string, string>} [bffEnv] added to every bff's environment
 * @property {boolean} [quiet] only the programs' stderr is shown
 * @property {string} [dir] nginx's folder; default a new temporary one, removed on stop
 */

/**
 * The environment of the apis (README "Deploying"): every instance the same but its port. Production mode; REDIS_URL
 * shares the rate limits; INSTANCES tells each api it is one of several.
 * @param {ClusterOptions} options
 * @param {number} port
 * @returns {Record<string, string>}
 */
export function apiEnvironment(options, port) {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    ...(options.databaseReadUrl ? { DATABASE_READ_URL: options.databaseReadUrl } : {}),
    REDIS_URL: options.redisUrl,
    INSTANCES: String(options.instances ?? INSTANCES_DEFAULT),
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    // nginx runs on this machine: its X-Forwarded-For is believed.
    TRUST_PROXY: 'loopback',
    LOG_FORMAT: childLogFormat,
    ...options.apiEnv,
  };
}

/**
 * The environment of the bffs: API_URL is nginx's internal listener, which balances over the apis.
 * @param {ClusterOptions} options
 * @param {number} port
 * @param {number} internalApiPort
 * @returns {Record<string, string>}
 */
export function bffEnvironment(options, port, internalApiPort) {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    API_URL: `http://127.0.0.1:${internalApiPort}`,
    LOG_FORMAT: childLogFormat,
    ...options.bffEnv,
  };
}

/**
 * Starts nginx and the instances (apis first, since the first api applies the migrations), and answers once every
 * one answers its /healthz.
 * @param {ClusterOptions} options
 */
export async function startCluster(options) {
  const instances = options.instances ?? INSTANCES_DEFAULT;
  if (!Number.isInteger(instances) || instances < 1 || instances > INSTANCES_MAX)
    throw new Error(`instances must be a whole number from 1 to ${INSTANCES_MAX}, not ${instances}`);
  const basePort = options.basePort ?? BASE_PORT_DEFAULT;
  const internalApiPort = basePort + 1;
  const ownDir = options.dir === undefined;
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-nginx-'));
  const quiet = options.quiet ?? false;

  /** @type {Instance[]} */
  const apis = [];
  /** @type {Instance[]} */
  const bffs = [];
  for (let i = 0; i < instances; i += 1) {
    const apiPort = basePort + 10 + i;
    const bffPort = basePort + 30 + i;
    apis.push(describe('api', i, apiPort, `/api/v1/healthz`));
    bffs.push(describe('bff', i, bffPort, '/healthz'));
  }

  /** @param {Instance} instance */
  const spawnInstance = (instance) => {
    const env =
      instance.kind === 'api'
        ? apiEnvironment({ ...options, instances }, instance.port)
        : bffEnvironment(options, instance.port, internalApiPort);
    instance.child = startService(
      instance.name,
      instance.kind === 'api' ? 'api/src/main.ts' : 'bff/src/main.ts',
      env,
      { quiet },
    );
    return instance.child;
  };

  const configFile = writeNginxConfig({
    dir,
    publicPort: basePort,
    internalApiPort,
    apis: apis.map((api) => ({ address: `127.0.0.1:${api.port}` })),
    bffs: bffs.map((bff) => ({ address: `127.0.0.1:${bff.port}` })),
  });
  let nginx = startNginx(dir, configFile);

  /** Waits for an instance's /healthz (its process must stay alive meanwhile). @param {Instance} instance */
  const healthy = (instance) => waitForHealthy(instance.healthUrl, instance.child, { timeoutMs: 180_000 });

  /**
   * Waits until nginx sends requests to the instance again: its failures mark an instance down for fail_timeout, and
   * stopping the next one before would leave nginx no live instance. The health location names who answered.
   * @param {Instance} instance
   */
  const rejoined = async (instance) => {
    const url = `http://127.0.0.1:${basePort}${instance.kind === 'api' ? '/api/v1/healthz' : '/healthz'}`;
    const address = `127.0.0.1:${instance.port}`;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        const answered = (response.headers.get('x-upstream') ?? '').split(', ').at(-1);
        if (response.ok && answered === address) return;
      } catch {
        // nginx itself not answering: try again until the deadline
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`nginx did not send to ${instance.name} (${address}) within 60 s of its /healthz`);
  };

  /** SIGTERM, wait for the exit (the program's own bound), start it again, wait for /healthz and for nginx. @param {Instance} instance */
  const restart = async (instance) => {
    await stopService(instance.child);
    spawnInstance(instance);
    await healthy(instance);
    await rejoined(instance);
  };

  /** SIGKILL, as a crash: nothing drains. @param {Instance} instance */
  const kill = async (instance) => {
    const child = instance.child;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };

  /** Starts a killed or stopped instance again and waits for /healthz and for nginx to use it. @param {Instance} instance */
  const start = async (instance) => {
    spawnInstance(instance);
    await healthy(instance);
    await rejoined(instance);
  };

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const nginxExited =
      nginx.exitCode === null && nginx.signalCode === null
        ? new Promise((resolve) => nginx.once('exit', resolve))
        : Promise.resolve();
    // SIGQUIT: nginx's graceful stop (requests in flight finish).
    nginx.kill('SIGQUIT');
    await nginxExited;
    // An instance never started (a start that failed part-way) has no process yet.
    const started = [...bffs, ...apis].filter((instance) => instance.child !== undefined);
    await Promise.all(started.map((instance) => stopService(instance.child)));
    if (ownDir) fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    // The first api alone: it applies the migrations, which others would wait on (or race) otherwise.
    const [first, ...others] = apis;
    if (first === undefined) throw new Error('no api');
    spawnInstance(first);
    await healthy(first);
    for (const api of others) spawnInstance(api);
    for (const bff of bffs) spawnInstance(bff);
    await Promise.all([...others, ...bffs].map(healthy));
    if (nginx.exitCode !== null)
      throw new Error(`nginx exited with code ${nginx.exitCode}: see ${dir}/error.log`);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    apis,
    bffs,
    dir,
    publicUrl: `http://127.0.0.1:${basePort}`,
    internalApiUrl: `http://127.0.0.1:${internalApiPort}`,
    get nginx() {
      return nginx;
    },
    kill,
    start,
    restart,
    stop,
    /** Each instance in turn: apis first, then bffs; each back on /healthz before the next one stops. */
    async rollingRestart() {
      for (const instance of [...apis, ...bffs]) await restart(instance);
    },
    /** Starts nginx again after it died (the configuration is unchanged). */
    restartNginx() {
      nginx = startNginx(dir, configFile);
    },
  };
}

/**
 * @param {'api' | 'bff'} kind
 * @param {number} index
 * @param {number} port
 * @param {string} healthPath
 * @returns {Instance}
 */
function describe(kind, index, port, healthPath) {
  const url = `http://127.0.0.1:${port}`;
  return {
    name: `${kind}-${index + 1}`,
    kind,
    port,
    url,
    healthUrl: `${url}${healthPath}`,
    // Replaced by the first start.
    child: /** @type {import('node:child_process').ChildProcess} */ (/** @type {unknown} */ (undefined)),
  };
}

/** @typedef {Awaited<ReturnType<typeof startCluster>>} Cluster */

async function main() {
  const { values } = parseArgs({
    options: {
      instances: { type: 'string', short: 'n', default: String(INSTANCES_DEFAULT) },
      port: { type: 'string', short: 'p', default: String(BASE_PORT_DEFAULT) },
    },
  });
  const instances = Number(values.instances);
  const basePort = Number(values.port);
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  const missing = [databaseUrl ? '' : 'DATABASE_URL', redisUrl ? '' : 'REDIS_URL'].filter(Boolean);
  if (missing.length > 0 || !databaseUrl || !redisUrl) {
    console.error(
      `npm run cluster needs ${missing.join(' and ')}: several instances share one PostgreSQL and one Redis (README "Deploying").`,
    );
    process.exit(2);
  }
  if (!Number.isInteger(basePort) || basePort < 1024 || basePort > 65_000) {
    console.error(`--port must be a port from 1024 to 65000, not ${values.port}`);
    process.exit(2);
  }
  process.chdir(root);
  // The bffs serve the web app, as under npm start.
  await buildWebIfStale();
  /** @type {Cluster | undefined} */
  let cluster;
  let stopping = false;
  const stopAll = async (/** @type {number} */ code) => {
    if (stopping) {
      // A second signal: the operator will not wait.
      for (const instance of [...(cluster?.apis ?? []), ...(cluster?.bffs ?? [])])
        if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
      cluster?.nginx.kill('SIGTERM');
      process.exit(1);
    }
    stopping = true;
    await cluster?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  try {
    cluster = await startCluster({
      databaseUrl,
      redisUrl,
      databaseReadUrl: process.env.DATABASE_READ_URL,
      instances,
      basePort,
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const running = cluster;
  for (const instance of [...running.apis, ...running.bffs]) {
    // One instance exiting by itself is a fault worth stopping for: a cluster that silently shrank misleads.
    instance.child.on('exit', (code) => {
      if (!stopping) {
        console.error(`${instance.name} exited (code ${code}): stopping the cluster`);
        void stopAll(1);
      }
    });
  }
  running.nginx.on('exit', (code) => {
    if (!stopping) {
      console.error(`nginx exited (code ${code}; ${running.dir}/error.log): stopping the cluster`);
      void stopAll(1);
    }
  });
  console.log(
    `\nWallet cluster: ${instances} api + ${instances} bff behind nginx. Open ${running.publicUrl}  ` +
      `(REST: ${running.publicUrl}/api/v1; nginx's folder: ${running.dir})\nPress Ctrl-C to stop.\n`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
