// The Ledger page's "Check history" (docs/ledger.md): the recent runs of the ledger check, newest first — when, who
// ran it (an admin on demand, or the api's schedule), green when the books balanced, red with how many breaches and
// journals — as a table, or a list of cards on a phone; skeletons while it loads, its own Try Again when it fails.
import styled from 'styled-components';
import { Badge } from '../../../components/Badge';
import { DataTable } from '../../../components/DataTable';
import type { DataTableLayout } from '../../../components/DataTable';
import { DateTimeText } from '../../../components/DateTimeText';
import { AlertIcon, CheckIcon, ClockIcon } from '../../../components/icons';
import { Pagination } from '../../../components/Pagination';
import { RetryAlert } from '../../../components/RetryAlert';
import { Skeleton } from '../../../components/Skeleton';
import { StateMessage } from '../../../components/StateMessage';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import type { PagesProps } from '../../../lib/use-paged-list';

export const CHECK_HISTORY_ERROR_MESSAGE = 'Error loading the check history';
export const CHECK_HISTORY_EMPTY = 'No checks yet';

/** One run as the history shows it (the page's LedgerPage_Check fragment). */
export interface LedgerCheckRow {
  id: string;
  startedAt: string;
  durationMs: number;
  ok: boolean;
  breaches: readonly { journalIds: readonly string[] }[];
  requestedBy: { name: string } | null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "The books balance", or "2 breaches, 3 journals": what the run found, in the words of LedgerCheckResult. */
export function checkResultText(check: Pick<LedgerCheckRow, 'ok' | 'breaches'>): string {
  if (check.ok) return 'The books balance';
  const journals = new Set(check.breaches.flatMap((breach) => breach.journalIds)).size;
  const breaches = plural(check.breaches.length, 'breach', 'breaches');
  return journals > 0 ? `${breaches}, ${plural(journals, 'journal', 'journals')}` : breaches;
}

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SkeletonRows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const HISTORY_SKELETON_ROWS = 3;

interface LedgerCheckHistoryProps {
  /** The runs of this page, newest first; undefined until the first answer. */
  checks: readonly LedgerCheckRow[] | undefined;
  /** The failure's words when the history could not be loaded (and none is on screen). */
  errorMessage?: string | undefined;
  /** Asks for the history again (the failure's Try Again). */
  onRetry?: () => unknown;
  /** Another page or a new run's answer is on its way: the rows stay, marked busy. */
  busy?: boolean;
  /** The pages control's props; null or undefined when there is one page. */
  pages?: PagesProps | null | undefined;
  /** Stories pin one layout; the app leaves it to the screen (cards below 768 px). */
  layout?: DataTableLayout;
}

/**
 * The ledger check's history: each run's time, how it ran (by an admin on demand, or by the schedule), its result
 * (green when the books balance, red with the number of breaches and the journals they name) and how long it took.
 * Skeleton rows while the first answer comes, "No checks yet" when none has run, a RetryAlert when it fails.
 */
export function LedgerCheckHistory({
  checks,
  errorMessage,
  onRetry = () => undefined,
  busy = false,
  pages,
  layout,
}: LedgerCheckHistoryProps) {
  if (errorMessage !== undefined && !checks) {
    return (
      <RetryAlert title={CHECK_HISTORY_ERROR_MESSAGE} onRetry={onRetry}>
        {errorMessage}
      </RetryAlert>
    );
  }
  if (!checks) {
    return (
      <SkeletonRows role="status">
        <VisuallyHidden>Loading the check history…</VisuallyHidden>
        {Array.from({ length: HISTORY_SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} shape="rect" height="2.75rem" />
        ))}
      </SkeletonRows>
    );
  }
  if (checks.length === 0) {
    return (
      <StateMessage kind="empty" icon={ClockIcon} title={CHECK_HISTORY_EMPTY}>
        Each run, on demand or by the schedule, shows up here.
      </StateMessage>
    );
  }
  return (
    <>
      <DataTable
        label="Ledger check history"
        caption="Ledger check runs, newest first"
        rows={checks}
        rowKey={(check) => check.id}
        busy={busy}
        layout={layout}
        columns={[
          { header: 'When', card: 'title', cell: (check) => <DateTimeText iso={check.startedAt} /> },
          {
            header: 'Result',
            card: 'status',
            cell: (check) => (
              <Badge tone={check.ok ? 'success' : 'danger'} icon={check.ok ? CheckIcon : AlertIcon}>
                {checkResultText(check)}
              </Badge>
            ),
          },
          {
            header: 'How it ran',
            cell: (check) =>
              check.requestedBy ? `On demand by ${check.requestedBy.name}` : <Muted>By the schedule</Muted>,
          },
          { header: 'Took', align: 'end', cell: (check) => `${check.durationMs} ms` },
        ]}
      />
      {pages ? <Pagination label="Check history pages" {...pages} /> : null}
    </>
  );
}
