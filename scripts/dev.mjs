// `npm run dev`: api and bff with reload on change, and the Vite dev server (which proxies /graphql to the bff).
import { childLogFormat, run } from './lib.mjs';

const apiPort = process.env.API_PORT ?? '4000';
const bffPort = process.env.PORT ?? '3000';

process.exitCode = await run(
  'npx',
  [
    'concurrently',
    '--kill-others-on-fail',
    '--names',
    'api,bff,web',
    '--prefix-colors',
    'blue,magenta,green',
    `API_PORT=${apiPort} npm run dev -w api`,
    `PORT=${bffPort} API_URL=http://127.0.0.1:${apiPort} npm run dev -w bff`,
    `BFF_URL=http://127.0.0.1:${bffPort} npm run dev -w web`,
  ],
  { env: { ...process.env, LOG_FORMAT: childLogFormat } },
);
