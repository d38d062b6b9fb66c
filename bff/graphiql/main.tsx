// GraphiQL with the Explorer for Wallet's developers: bundled from npm (no CDN), so it works with no internet. The bff
// serves it at /graphiql in development only; it talks to /graphql on the same origin with the session cookie.
import { explorerPlugin } from '@graphiql/plugin-explorer';
import '@graphiql/plugin-explorer/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const fetcher = createGraphiQLFetcher({
  url: new URL('/graphql', window.location.origin).href,
  // Apollo Server's CSRF prevention refuses requests a plain HTML form could make; this header says we are not one.
  headers: { 'apollo-require-preflight': 'true' },
  // Same origin, so the session cookie (httpOnly, set by the login mutation or the app) goes with every request.
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
});

const defaultQuery = `# Wallet's GraphQL API (development).
# Requests carry your session cookie: sign in in the app
# on this host, or run Login below (demo password Demo@1234).
# Ctrl-Enter runs the operation under the cursor.

query Me {
  me {
    email
    name
    role
  }
}

mutation Login {
  login(input: { email: "alice@wallet.local", password: "Demo@1234" }) {
    user {
      email
    }
  }
}
`;

const root = document.getElementById('graphiql');
if (!root) throw new Error('index.html has no #graphiql element');

createRoot(root).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} plugins={[explorerPlugin()]} defaultQuery={defaultQuery} />
  </StrictMode>,
);
