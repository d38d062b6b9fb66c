// `npm start`: builds the web app if needed, starts api and bff (which serves the web app), stops both on Ctrl-C or
// SIGTERM (each drains within its SHUTDOWN_TIMEOUT_MS; a second Ctrl-C kills them at once). If this script dies
// without stopping them, they stop by themselves (scripts/lib.mjs): no orphan keeps the port or the data folder.
import { buildWebIfStale } from './build-web-if-stale.mjs';
import { startService, stopService, waitForHealthy } from './lib.mjs';

const apiPort = process.env.API_PORT ?? '4000';
const bffPort = process.env.PORT ?? '3000';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;

await buildWebIfStale();

// Both programs in one mode: production (Secure cookies, HSTS, masked errors, no demo accounts; docs/security.md).
const api = startService('api', 'api/src/main.ts', { API_PORT: apiPort, NODE_ENV: 'production' });
const services = [api];
let stopping = false;

/** @param {number} code */
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(services.map((service) => stopService(service)));
  process.exit(code);
}
/** A second signal while the services drain: the operator will not wait. */
function stopNow() {
  for (const service of services) if (service.exitCode === null) service.kill('SIGKILL');
  process.exit(1);
}
process.on('SIGINT', () => (stopping ? stopNow() : void stopAll(0)));
process.on('SIGTERM', () => (stopping ? stopNow() : void stopAll(0)));
api.on('exit', (code) => void stopAll(code ?? 1));

try {
  await waitForHealthy(`${apiUrl}/api/v1/healthz`, api);
  const bff = startService('bff', 'bff/src/main.ts', {
    PORT: bffPort,
    API_URL: apiUrl,
    NODE_ENV: 'production',
  });
  services.push(bff);
  bff.on('exit', (code) => void stopAll(code ?? 1));
  await waitForHealthy(`http://127.0.0.1:${bffPort}/healthz`, bff);
  console.log(
    `\nWallet is running: open http://localhost:${bffPort}  (api: ${apiUrl}/api/v1)\nPress Ctrl-C to stop.\n`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
