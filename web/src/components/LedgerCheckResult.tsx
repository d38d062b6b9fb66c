// The result of one ledger check: green when the books balance, red with each breach and the journals it names.
import styled from 'styled-components';
import { Alert } from './Alert';
import { DateTimeText } from './DateTimeText';

const Breaches = styled.ul`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Journals = styled.ul`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};

  code {
    font-size: ${({ theme }) => theme.typography.size.xs};
    overflow-wrap: anywhere;
  }
`;

export interface LedgerBreachView {
  description: string;
  journalIds: readonly string[];
}

interface LedgerCheckResultProps {
  ok: boolean;
  /** ISO time the check started. */
  startedAt: string;
  durationMs: number;
  breaches: readonly LedgerBreachView[];
  /** The admin who ran it; null or undefined for the api's schedule. */
  requestedByName?: string | null | undefined;
}

/**
 * One run of the ledger check (docs/ledger.md). A breach is announced at once (Alert danger) and lists the journals
 * (transaction ids) it names, so an admin can look each one up.
 */
export function LedgerCheckResult({
  ok,
  startedAt,
  durationMs,
  breaches,
  requestedByName,
}: LedgerCheckResultProps) {
  const who = requestedByName ? `run by ${requestedByName}` : 'run by the schedule';
  const when = (
    <>
      Checked <DateTimeText iso={startedAt} withSeconds /> ({who}, {durationMs} ms).
    </>
  );
  if (ok) {
    return (
      <Alert tone="success" title="The books balance">
        {when} No breach found.
      </Alert>
    );
  }
  return (
    <Alert tone="danger" title={`${breaches.length} ${breaches.length === 1 ? 'breach' : 'breaches'} found`}>
      {when}
      <Breaches>
        {breaches.map((breach) => (
          <li key={breach.description}>
            {breach.description}
            {breach.journalIds.length > 0 ? (
              <Journals aria-label="Journals named">
                {breach.journalIds.map((id) => (
                  <li key={id}>
                    <code>{id}</code>
                  </li>
                ))}
              </Journals>
            ) : null}
          </li>
        ))}
      </Breaches>
    </Alert>
  );
}
