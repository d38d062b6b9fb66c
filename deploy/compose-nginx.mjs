// The settings deploy/compose/nginx.conf is rendered from: the same template as `npm run cluster`, with the compose
// file's service names and ports. `node deploy/compose-nginx.mjs` writes it again after the template changed;
// deploy/container-files.test.ts fails while the committed file differs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderNginxConfig } from './nginx.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const COMPOSE_NGINX_CONF = path.join(here, 'compose', 'nginx.conf');
/** The compose file's nginx ports: 8080 published, 8081 for the bffs inside the compose network. */
export const COMPOSE_PUBLIC_PORT = 8080;
export const COMPOSE_INTERNAL_API_PORT = 8081;

/** @returns {import('./nginx.mjs').NginxSettings} */
export function composeNginxSettings() {
  return {
    dir: '/var/cache/nginx',
    tempDir: '/var/cache/nginx',
    pidFile: '/tmp/nginx.pid',
    errorLog: 'stderr',
    listenHost: '0.0.0.0',
    internalListenHost: '0.0.0.0',
    publicPort: COMPOSE_PUBLIC_PORT,
    internalApiPort: COMPOSE_INTERNAL_API_PORT,
    workerProcesses: 2,
    apis: [{ address: 'api-1:4000' }, { address: 'api-2:4000' }],
    bffs: [{ address: 'bff-1:3000' }, { address: 'bff-2:3000' }],
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.mkdirSync(path.dirname(COMPOSE_NGINX_CONF), { recursive: true });
  fs.writeFileSync(COMPOSE_NGINX_CONF, renderNginxConfig(composeNginxSettings()));
  console.log(`wrote ${COMPOSE_NGINX_CONF}`);
}
