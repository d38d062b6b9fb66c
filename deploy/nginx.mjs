// nginx for the local cluster: fills deploy/nginx.conf.template into a folder of its own and runs nginx from it,
// unprivileged, in the foreground, in a process group of its own (stopped with the cluster).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const NGINX_TEMPLATE = path.join(here, 'nginx.conf.template');

/** Debian's nginx, or NGINX_PATH. */
export function nginxBinary() {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(Boolean);
  return /** @type {string | undefined} */ (candidates.find((file) => file && fs.existsSync(file)));
}

/**
 * @typedef {object} UpstreamServer
 * @property {string} address host:port
 * @property {string} [options] what follows the address on the `server` line; default the passive health check
 */

/**
 * @typedef {object} NginxSettings
 * @property {string} dir the prefix folder: the configuration, logs, pid and temporary files go here
 * @property {number} publicPort browsers and REST clients
 * @property {number} internalApiPort the bffs' API_URL
 * @property {UpstreamServer[]} apis
 * @property {UpstreamServer[]} bffs
 * @property {string} [listenHost] default 127.0.0.1
 * @property {number} [workerProcesses] default 1
 * @property {number} [maxFails] default 1
 * @property {string} [failTimeout] default 5s
 * @property {boolean} [accessLog] default off
 * @property {string} [internalListenHost] where the bffs' listener binds; default 127.0.0.1
 * @property {string} [errorLog] default error.log in dir (`stderr` in a container)
 * @property {string} [pidFile] default nginx.pid in dir
 * @property {string} [tempDir] default temp/ in dir
 */

/**
 * The template with every {{NAME}} filled; a name left unfilled is an error, so template and code cannot drift.
 * @param {NginxSettings} settings
 * @returns {string}
 */
export function renderNginxConfig(settings) {
  const host = settings.listenHost ?? '127.0.0.1';
  const maxFails = settings.maxFails ?? 1;
  const failTimeout = settings.failTimeout ?? '5s';
  /** @param {UpstreamServer[]} servers */
  const serverLines = (servers) =>
    servers
      .map(
        (server) =>
          `    server ${server.address} ${server.options ?? `max_fails=${maxFails} fail_timeout=${failTimeout}`};`,
      )
      .join('\n');
  /** @type {Record<string, string>} */
  const values = {
    WORKER_PROCESSES: String(settings.workerProcesses ?? 1),
    ERROR_LOG: settings.errorLog ?? path.join(settings.dir, 'error.log'),
    ACCESS_LOG: settings.accessLog ? path.join(settings.dir, 'access.log') : 'off',
    PID_FILE: settings.pidFile ?? path.join(settings.dir, 'nginx.pid'),
    TEMP_DIR: settings.tempDir ?? path.join(settings.dir, 'temp'),
    PUBLIC_LISTEN: `${host}:${settings.publicPort}`,
    INTERNAL_API_LISTEN: `${settings.internalListenHost ?? '127.0.0.1'}:${settings.internalApiPort}`,
    API_SERVERS: serverLines(settings.apis),
    BFF_SERVERS: serverLines(settings.bffs),
    MAX_FAILS: String(maxFails),
    FAIL_TIMEOUT: failTimeout,
  };
  const template = fs.readFileSync(NGINX_TEMPLATE, 'utf8');
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, /** @type {string} */ name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${NGINX_TEMPLATE}: no value for {{${name}}}`);
    return value;
  });
}

/**
 * Writes the configuration into settings.dir and checks it with `nginx -t`.
 * @param {NginxSettings} settings
 * @returns {string} the configuration file
 */
export function writeNginxConfig(settings) {
  const binary = nginxBinary();
  if (binary === undefined)
    throw new Error('nginx is not installed (Debian: apt-get install nginx; or NGINX_PATH)');
  fs.mkdirSync(path.join(settings.dir, 'temp'), { recursive: true });
  const file = path.join(settings.dir, 'nginx.conf');
  fs.writeFileSync(file, renderNginxConfig(settings));
  const checked = spawnSync(
    binary,
    ['-t', '-q', '-p', settings.dir, '-c', file, '-e', path.join(settings.dir, 'error.log')],
    {
      encoding: 'utf8',
    },
  );
  if (checked.status !== 0) throw new Error(`nginx -t refused ${file}:\n${checked.stderr}`);
  return file;
}

/**
 * Starts nginx in the foreground (its master in a process group of its own) on a written configuration.
 * @param {string} dir
 * @param {string} file
 * @returns {import('node:child_process').ChildProcess}
 */
export function startNginx(dir, file) {
  const binary = nginxBinary();
  if (binary === undefined)
    throw new Error('nginx is not installed (Debian: apt-get install nginx; or NGINX_PATH)');
  return spawn(binary, ['-p', dir, '-c', file, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/**
 * Re-reads the configuration (SIGHUP): new workers take it, old ones finish their requests.
 * @param {import('node:child_process').ChildProcess} nginx
 */
export function reloadNginx(nginx) {
  nginx.kill('SIGHUP');
}
