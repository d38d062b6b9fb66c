// /admin/ledger, "Ledger" (docs/ledger.md): the books on screen — every wallet and platform account summed (0.00 when
// they balance), each platform account, money in and out per day for 30 days, the pending payouts with their age,
// the last ledger check with a button that runs one now (a breach shown red with the journals it names) and the
// history of the checks, on demand and by the schedule.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { PAGE_SIZE_DEFAULT } from '@wallet/common/constants';
import { formatMoney } from '@wallet/common/money';
import { Button } from '../../../components/Button';
import { Page, PageHeader, Panel, PanelHeader, PanelTitle } from '../../../components/DashboardPage';
import { DateTimeText } from '../../../components/DateTimeText';
import { BankIcon, ChartIcon, ClockIcon, DollarIcon, ShieldIcon } from '../../../components/icons';
import { LedgerCheckResult } from '../../../components/LedgerCheckResult';
import { RetryAlert } from '../../../components/RetryAlert';
import { StateMessage } from '../../../components/StateMessage';
import { SummaryCards } from '../../../components/SummaryCards';
import { Table } from '../../../components/Table';
import { getFragmentData, graphql } from '../../../gql';
import type { LedgerAccountKind } from '../../../gql/graphql';
import { formatCount } from '../../../lib/format-count';
import { formatDuration } from '../../../lib/format-duration';
import { serverMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/notify';
import { usePagedList } from '../../../lib/use-paged-list';
import { LedgerCheckHistory } from './LedgerCheckHistory';

export const LedgerPage_CheckFragment = graphql(`
  fragment LedgerPage_Check on LedgerCheck {
    id
    startedAt
    durationMs
    ok
    breaches {
      description
      journalIds
    }
    requestedBy {
      id
      name
    }
  }
`);

export const LedgerPageQuery = graphql(`
  query LedgerPage {
    ledgerSummary {
      id
      total
      walletsTotal
      accounts {
        kind
        balance
      }
      days {
        day
        moneyIn
        moneyOut
      }
      pendingPayouts {
        count
        amount
        oldest {
          id
          amount
          fee
          method
          createdAt
          ageSeconds
          user {
            id
            name
            email
          }
        }
      }
      lastCheck {
        ...LedgerPage_Check
      }
      checkIntervalMinutes
    }
  }
`);

export const LedgerCheckHistoryQuery = graphql(`
  query LedgerCheckHistory($page: Int, $limit: Int) {
    ledgerChecks(page: $page, limit: $limit) {
      items {
        ...LedgerPage_Check
      }
      pagination {
        ...PagedList_Pagination
      }
    }
  }
`);

export const RunLedgerCheckMutation = graphql(`
  mutation RunLedgerCheck {
    runLedgerCheck {
      message
      check {
        ...LedgerPage_Check
      }
      summary {
        id
        lastCheck {
          ...LedgerPage_Check
        }
      }
    }
  }
`);

export const LEDGER_ERROR_MESSAGE = 'Error loading the ledger';

export const ACCOUNT_LABELS: Readonly<Record<LedgerAccountKind, string>> = {
  FUNDING: 'Funding',
  PAYOUTS: 'Payouts',
  PAYOUTS_PENDING: 'Payouts pending',
  FEES: 'Fees',
  COMMISSIONS: 'Commissions',
};

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
`;

function scheduleText(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return 'The api does not check the ledger by itself.';
  return `The api also checks the ledger by itself every ${formatDuration(minutes * 60)}.`;
}

export function LedgerPage() {
  const { data, loading, error, refetch } = useQuery(LedgerPageQuery, { fetchPolicy: 'cache-and-network' });
  const [historyParams, setHistoryParams] = useState({ page: 1 });
  const history = useQuery(LedgerCheckHistoryQuery, {
    variables: { page: historyParams.page, limit: PAGE_SIZE_DEFAULT },
    fetchPolicy: 'cache-and-network',
  });
  // A new run is the history's newest row: its list is asked for again once the run answers.
  const [runCheck, { loading: running }] = useMutation(RunLedgerCheckMutation, {
    refetchQueries: [LedgerCheckHistoryQuery],
  });
  const summary = data?.ledgerSummary;
  const checks = (history.data ?? history.previousData)?.ledgerChecks;
  const { pages: historyPages } = usePagedList({
    params: historyParams,
    setParams: setHistoryParams,
    current: history.data?.ledgerChecks.pagination,
    shown: checks?.pagination,
  });

  const run = async () => {
    try {
      const result = await runCheck();
      const answer = result.data?.runLedgerCheck;
      const check =
        answer === undefined ? undefined : getFragmentData(LedgerPage_CheckFragment, answer.check);
      if (answer && check?.ok) notify.success(answer.message);
      else if (answer) notify.error(answer.message);
    } catch (runError) {
      notify.error(serverMessage(runError, 'The ledger check could not run. Please try again.'));
    }
  };

  const movedDays = summary?.days.filter((day) => day.moneyIn !== '0.00' || day.moneyOut !== '0.00') ?? [];
  const lastCheck = getFragmentData(LedgerPage_CheckFragment, summary?.lastCheck);
  const historyRows = getFragmentData(LedgerPage_CheckFragment, checks?.items);

  return (
    <Page width="wide">
      <title>Ledger · Wallet</title>
      <PageHeader
        title="Ledger"
        lead="The books: every wallet and platform account, money in and out, pending payouts and the ledger check."
      />
      {error && !summary ? (
        <RetryAlert title={LEDGER_ERROR_MESSAGE} onRetry={() => Promise.all([refetch(), history.refetch()])}>
          {serverMessage(error, 'Please check your connection and try again.')}
        </RetryAlert>
      ) : (
        <Sections>
          <SummaryCards
            loading={loading && !summary}
            figures={[
              {
                label: 'Total of all accounts',
                icon: ShieldIcon,
                value: summary ? formatMoney(summary.total) : undefined,
                detail: 'wallets and platform accounts: 0.00 when the books balance',
              },
              {
                label: 'All wallets',
                icon: DollarIcon,
                value: summary ? formatMoney(summary.walletsTotal) : undefined,
              },
              {
                label: 'Pending payouts',
                icon: ClockIcon,
                value: summary ? formatCount(summary.pendingPayouts.count) : undefined,
                detail: summary ? formatMoney(summary.pendingPayouts.amount) : undefined,
              },
            ]}
          />

          <Panel aria-labelledby="ledger-check-title">
            <PanelHeader>
              <PanelTitle id="ledger-check-title">Ledger check</PanelTitle>
              <Actions>
                <Button onClick={() => void run()} disabled={running || !summary}>
                  {running ? 'Checking…' : 'Run check'}
                </Button>
              </Actions>
            </PanelHeader>
            {!summary ? (
              <StateMessage kind="loading" title="Loading the last check…" />
            ) : lastCheck ? (
              <LedgerCheckResult
                ok={lastCheck.ok}
                startedAt={lastCheck.startedAt}
                durationMs={lastCheck.durationMs}
                breaches={lastCheck.breaches}
                requestedByName={lastCheck.requestedBy?.name}
              />
            ) : (
              <StateMessage kind="empty" icon={ShieldIcon} title="No check has run yet">
                Run one now to prove the books balance.
              </StateMessage>
            )}
            {summary ? <p>{scheduleText(summary.checkIntervalMinutes)}</p> : null}
          </Panel>

          <Panel aria-labelledby="ledger-history-title">
            <PanelHeader>
              <PanelTitle id="ledger-history-title">Check history</PanelTitle>
            </PanelHeader>
            <LedgerCheckHistory
              checks={historyRows ?? undefined}
              errorMessage={
                history.error
                  ? serverMessage(history.error, 'Please check your connection and try again.')
                  : undefined
              }
              onRetry={history.refetch}
              busy={history.loading}
              pages={historyPages}
            />
          </Panel>

          <Panel aria-labelledby="ledger-accounts-title">
            <PanelHeader>
              <PanelTitle id="ledger-accounts-title">Platform accounts</PanelTitle>
            </PanelHeader>
            {!summary ? (
              <StateMessage kind="loading" title="Loading the accounts…" />
            ) : (
              <Scroll>
                <Table>
                  <caption>Each platform account's balance: the sum of its postings</caption>
                  <thead>
                    <tr>
                      <th scope="col">Account</th>
                      <th scope="col" data-align="end">
                        Balance
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {summary.accounts.map((account) => (
                      <tr key={account.kind}>
                        <td>{ACCOUNT_LABELS[account.kind]}</td>
                        <td data-align="end">{formatMoney(account.balance)}</td>
                      </tr>
                    ))}
                    <tr>
                      <td>All wallets</td>
                      <td data-align="end">{formatMoney(summary.walletsTotal)}</td>
                    </tr>
                    <tr>
                      <th scope="row">Total</th>
                      <td data-align="end">{formatMoney(summary.total)}</td>
                    </tr>
                  </tbody>
                </Table>
              </Scroll>
            )}
          </Panel>

          <Panel aria-labelledby="ledger-days-title">
            <PanelHeader>
              <PanelTitle id="ledger-days-title">Money in and out, last 30 days</PanelTitle>
            </PanelHeader>
            {!summary ? (
              <StateMessage kind="loading" title="Loading the days…" />
            ) : movedDays.length === 0 ? (
              <StateMessage
                kind="empty"
                icon={ChartIcon}
                title="No money came in or went out in the last 30 days"
              />
            ) : (
              <Scroll>
                <Table>
                  <caption>
                    Completed deposits (in) and withdrawals (out) per day; days without any left out
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Day</th>
                      <th scope="col" data-align="end">
                        In
                      </th>
                      <th scope="col" data-align="end">
                        Out
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...movedDays].reverse().map((day) => (
                      <tr key={day.day}>
                        <td>{day.day}</td>
                        <td data-align="end">{formatMoney(day.moneyIn)}</td>
                        <td data-align="end">{formatMoney(day.moneyOut)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </Scroll>
            )}
          </Panel>

          <Panel aria-labelledby="ledger-payouts-title">
            <PanelHeader>
              <PanelTitle id="ledger-payouts-title">Pending payouts</PanelTitle>
            </PanelHeader>
            {!summary ? (
              <StateMessage kind="loading" title="Loading the pending payouts…" />
            ) : summary.pendingPayouts.oldest.length === 0 ? (
              <StateMessage kind="empty" icon={BankIcon} title="No payout is waiting" />
            ) : (
              <Scroll>
                <Table>
                  <caption>
                    The oldest first (at most 20 of {formatCount(summary.pendingPayouts.count)})
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Asked for</th>
                      <th scope="col">Age</th>
                      <th scope="col">Person</th>
                      <th scope="col">Method</th>
                      <th scope="col" data-align="end">
                        Amount
                      </th>
                      <th scope="col" data-align="end">
                        Fee
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {summary.pendingPayouts.oldest.map((payout) => (
                      <tr key={payout.id}>
                        <td>
                          <DateTimeText iso={payout.createdAt} />
                        </td>
                        <td>{formatDuration(payout.ageSeconds)}</td>
                        <td>{payout.user?.name ?? 'Closed account'}</td>
                        <td>{payout.method === 'CARD' ? 'Card' : 'Bank'}</td>
                        <td data-align="end">{formatMoney(payout.amount)}</td>
                        <td data-align="end">{formatMoney(payout.fee)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </Scroll>
            )}
          </Panel>
        </Sections>
      )}
    </Page>
  );
}
