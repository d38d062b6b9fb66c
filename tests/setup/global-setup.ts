// Starts a local SMTP server, then api (mail to it) and bff on free ports for the browser specs (the web build must exist) and stops them afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root, startService, stopService, waitForHealthy } from '../../scripts/lib.mjs';
import { startMailbox } from './mailbox';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(root, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: run `npm run build` first (npm test does).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-e2e-'));
  const mailboxDir = path.join(dataDir, 'mailbox');
  const mailbox = await startMailbox(mailboxDir);
  const apiPort = await freePort();
  const bffPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const quiet = { quiet: true };

  const api = startService(
    'api',
    'api/src/main.ts',
    {
      API_PORT: String(apiPort),
      DATA_DIR: path.join(dataDir, 'db'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    },
    quiet,
  );
  await waitForHealthy(`${apiUrl}/api/v1/healthz`, api);
  const bff = startService(
    'bff',
    'bff/src/main.ts',
    { PORT: String(bffPort), API_URL: apiUrl, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    quiet,
  );
  await waitForHealthy(`http://127.0.0.1:${bffPort}/healthz`, bff);

  process.env.WALLET_BASE_URL = `http://127.0.0.1:${bffPort}`;
  process.env.WALLET_API_URL = apiUrl;
  process.env.WALLET_MAILBOX_DIR = mailboxDir;

  return async () => {
    await Promise.all([stopService(bff), stopService(api)]);
    await mailbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
