// Starts a local SMTP server, then api (mail to it) and bff on free ports for the browser specs (the web build must exist),
// stops them afterwards and fails the run when the ledger check finds a breach in what the specs did.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root, startService, stopService, waitForHealthy } from '../../scripts/lib.mjs';
import { SECOND_ADMIN } from '../flows/accounts';
import { startMailbox } from './mailbox';

/** Long enough to see a withdrawal pending and cancel it, short enough to see one complete within a spec. */
const PAYOUT_DELAY_SECONDS = 10;

/** Runs `npm run ledger:check` against the api's embedded database (the api must have stopped). */
function checkLedger(databaseDir: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/scripts/ledger-check.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: databaseDir, DATABASE_URL: '', INIT_CWD: root },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

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
  // A partner's web page on another origin that CORS_ORIGINS lets call the api (specs/developers/cross-origin.spec.ts
  // serves it). Same host as the api, another port: same-site, so the SameSite=Lax session cookie goes along.
  const corsOrigin = `http://127.0.0.1:${await freePort()}`;
  const quiet = { quiet: true };

  const databaseDir = path.join(dataDir, 'db');
  const api = startService(
    'api',
    'api/src/main.ts',
    {
      API_PORT: String(apiPort),
      DATA_DIR: databaseDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      PAYOUT_DELAY_S: String(PAYOUT_DELAY_SECONDS),
      // Every browser of the run signs in from 127.0.0.1: one address, far more sign-ins than one person makes.
      RATE_LIMIT_LOGIN_PER_IP: '10000',
      // Each spec's browser is new to the demo accounts it signs in to: on a quiet machine the suite signed the demo
      // admin in more than 10 times a minute (the default burst), and approving an agent was refused 429.
      RATE_LIMIT_LOGIN_BURST_PER_ACCOUNT: '10000',
      // The layout, tour and navigation specs register a few hundred people in one run, all from 127.0.0.1.
      RATE_LIMIT_REGISTER_PER_IP: '10000',
      // …and asks each of them a verification code: over 100 an hour from one address (the default) once specs retry.
      RATE_LIMIT_CODES_PER_IP: '10000',
      RATE_LIMIT_CONTACT_PER_IP: '10000',
      CORS_ORIGINS: corsOrigin,
      // money-errors.spec.ts adds 10,000.01 in a day to pass the send limit: twice the default add money cap.
      LIMIT_ADD_MONEY_DAILY_AMOUNT: '20000',
      // The second admin a reversal needs (specs/admin/control-story.spec.ts); the demo admin is the first.
      ADMIN_EMAIL: SECOND_ADMIN.email,
      ADMIN_NAME: SECOND_ADMIN.name,
      ADMIN_PASSWORD: SECOND_ADMIN.password,
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
  process.env.WALLET_CORS_ORIGIN = corsOrigin;
  process.env.WALLET_MAILBOX_DIR = mailboxDir;

  return async () => {
    await Promise.all([stopService(bff), stopService(api)]);
    await mailbox.close();
    const ledger = await checkLedger(databaseDir);
    if (ledger.code !== 0) {
      // The data stays for a look: `DATA_DIR=<it> npm run ledger:check` shows the same.
      throw new Error(`The ledger check failed (exit ${ledger.code}) on ${databaseDir}:\n${ledger.output}`);
    }
    const verdict = ledger.output.split('\n').find((line) => line.startsWith('Breaches:'));
    console.log(`Ledger check: ${(verdict ?? ledger.output).replace(/\s+/g, ' ').trim()}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
