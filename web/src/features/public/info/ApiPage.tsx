// API: where developers find the GraphQL endpoint this site uses and the REST api behind it, and how to call them.
import styled from 'styled-components';
import { PageIntro } from '../PageIntro';
import { InfoBody, InfoSection } from './InfoLayout';

const Code = styled.pre`
  overflow-x: auto;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** The GraphQL endpoint on this site's own origin, as the web app calls it. */
function graphqlUrl(): string {
  return `${window.location.origin}/graphql`;
}

export function ApiPage() {
  const endpoint = graphqlUrl();
  return (
    <>
      <title>API · Wallet</title>
      <PageIntro
        eyebrow="Developers"
        title="API"
        description="Everything this site does goes through a GraphQL API, backed by a REST API. Both are yours to use with your own account."
      />
      <InfoBody>
        <InfoSection title="GraphQL">
          <p>
            The endpoint is <code>{endpoint}</code>: <code>POST</code> a JSON body with <code>query</code> and{' '}
            <code>variables</code>, and <code>Content-Type: application/json</code> (requests without it are
            refused as a cross-site protection). Sign in with the <code>login</code> mutation; the session
            cookie it sets signs every later request. The schema is <code>schema.graphql</code> in the source
            repository; the schema explorer and introspection are on in development installations only.
          </p>
          <Code tabIndex={0} aria-label="Example request">
            {`curl ${endpoint} \\
  -H 'Content-Type: application/json' \\
  -d '{"query":"{ publicStats { totalUsers totalTransactions totalVolume } }"}'`}
          </Code>
          <p>
            Queries are limited in depth (8), aliases (15) and cost; money is a decimal string (
            <code>"1234.50"</code>), dates ISO-8601. Every money mutation takes an <code>idempotencyKey</code>
            : send the same key again and the money moves once.
          </p>
        </InfoSection>
        <InfoSection title="REST">
          <p>
            The system of record is a REST api under <code>/api/v1</code> on the api server (port 4000 unless
            the installation says otherwise), answering <code>{'{ success, message, data }'}</code>. Its
            calls, shapes and refusals are documented in the repository’s <code>docs/</code>:{' '}
            <code>money.md</code> (wallets, sends, withdrawals, history), <code>agents.md</code> (cash in and
            out), <code>admin.md</code> and <code>settings.md</code> (profile, two-factor, statements). Money
            requests take an <code>Idempotency-Key</code> header.
          </p>
        </InfoSection>
      </InfoBody>
    </>
  );
}
